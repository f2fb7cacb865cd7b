import React, { useEffect } from "react";
import { globalHistory } from "@gatsbyjs/reach-router";
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrateWhenSeen } from "../../src/components/HydrateWhenSeen/HydrateWhenSeen";
import {
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
  showOnScreen,
} from "../support/fakeIntersectionObserver";

function Section({
  id,
  onUse,
  onHydrate,
}: {
  id: string;
  onUse: () => void;
  onHydrate: () => void;
}) {
  useEffect(onHydrate, [onHydrate]);
  return (
    <section id={id}>
      <h2>Sports</h2>
      <button type="button" onClick={onUse}>
        See All Sports (15)
      </button>
    </section>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  installFakeIntersectionObserver();
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  removeFakeIntersectionObserver();
});

/** The server's HTML of a gated section, then hydration of it as the browser does. */
function hydrateSection(id: string) {
  const onUse = jest.fn();
  const onHydrate = jest.fn();
  const page = (
    <main>
      <HydrateWhenSeen id={id}>
        <Section id={id} onUse={onUse} onHydrate={onHydrate} />
      </HydrateWhenSeen>
    </main>
  );
  container.innerHTML = renderToString(page);
  const serverSection = container.querySelector("section");
  act(() => {
    root = hydrateRoot(container, page);
  });
  return { onUse, onHydrate, serverSection };
}

describe("HydrateWhenSeen", () => {
  it("keeps the server's HTML unhydrated until it comes on screen, then hydrates it in place", async () => {
    const { onHydrate, serverSection } = hydrateSection("sports");
    expect(serverSection).not.toBeNull();
    expect(onHydrate).not.toHaveBeenCalled();
    expect(container.querySelector("h2")).toHaveTextContent("Sports");

    await act(async () => showOnScreen(serverSection!));
    expect(onHydrate).toHaveBeenCalledTimes(1);
    // Hydrated, not rendered anew: the element the server sent is the one React now owns.
    expect(container.querySelector("section")).toBe(serverSection);
  });

  it("hydrates a part a reader clicks before it is on screen, and handles the click", () => {
    const { onUse, onHydrate } = hydrateSection("business");
    const button = container.querySelector("button")!;
    act(() => button.click());
    expect(onHydrate).toHaveBeenCalledTimes(1);
    expect(onUse).toHaveBeenCalledTimes(1);
  });

  it("hydrates a part focus moves into", async () => {
    const { onHydrate } = hydrateSection("weather-news");
    await act(async () => container.querySelector("button")!.focus());
    expect(onHydrate).toHaveBeenCalledTimes(1);
  });

  it("hydrates every waiting part, in place, when the router takes a new address", async () => {
    const { onHydrate, serverSection } = hydrateSection("opinion");
    expect(onHydrate).not.toHaveBeenCalled();
    // Its promise settles when a router on the page has rendered the address; none here.
    await act(async () => void globalHistory.navigate("/#main-content"));
    expect(onHydrate).toHaveBeenCalledTimes(1);
    expect(container.querySelector("section")).toBe(serverSection);
  });

  it("renders its children at once in a render in the browser (after a navigation)", () => {
    const onHydrate = jest.fn();
    act(() => {
      root = createRoot(container);
      root.render(
        <HydrateWhenSeen id="politics">
          <Section id="politics" onUse={jest.fn()} onHydrate={onHydrate} />
        </HydrateWhenSeen>,
      );
    });
    expect(container.querySelector("h2")).toHaveTextContent("Sports");
    expect(onHydrate).toHaveBeenCalledTimes(1);
  });
});
