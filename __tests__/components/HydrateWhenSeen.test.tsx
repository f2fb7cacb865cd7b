import React, { Component, useEffect, type ReactNode } from "react";
import { globalHistory } from "@gatsbyjs/reach-router";
import { act } from "@testing-library/react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { deferredModule, type DeferredModule } from "../../src/browser/deferredModule";
import { HydrateWhenSeen } from "../../src/components/HydrateWhenSeen/HydrateWhenSeen";
import {
  installFakeIntersectionObserver,
  removeFakeIntersectionObserver,
  showOnScreen,
} from "../support/fakeIntersectionObserver";

interface SectionProps {
  id: string;
  onUse: () => void;
  onHydrate: () => void;
}

function Section({ id, onUse, onHydrate }: SectionProps) {
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

/** The part's code as a chunk would bring it. */
type SectionCode = { Section: typeof Section };

/** Code whose fetch the test settles: `arrive()` or `fail()`. */
function codeOnTheWay() {
  const settle: { arrive?: () => void; fail?: (error: Error) => void } = {};
  const importModule = jest.fn(
    () =>
      new Promise<SectionCode>((resolve, reject) => {
        settle.arrive = () => resolve({ Section });
        settle.fail = reject;
      }),
  );
  return {
    code: deferredModule(importModule),
    importModule,
    arrive: () => act(async () => settle.arrive?.()),
    fail: (error: Error) => act(async () => settle.fail?.(error)),
  };
}

/** Code already fetched, as the server's bundle has it and as a reader's browser does later. */
async function codeArrived(): Promise<DeferredModule<SectionCode>> {
  const code = deferredModule(() => Promise.resolve({ Section }));
  await code.load();
  return code;
}

function Page({
  id,
  code,
  ...handlers
}: Omit<SectionProps, "id"> & { id: string; code: DeferredModule<SectionCode> }) {
  return (
    <main>
      <h1>Front page</h1>
      <HydrateWhenSeen id={id} code={code}>
        {(part) => <part.Section id={id} {...handlers} />}
      </HydrateWhenSeen>
    </main>
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

/** The server's HTML of a gated section, then hydration of it with the browser's `code`. */
async function hydrateSection(id: string, code: DeferredModule<SectionCode>) {
  const onUse = jest.fn();
  const onHydrate = jest.fn();
  const handlers = { onUse, onHydrate };
  container.innerHTML = renderToString(<Page id={id} code={await codeArrived()} {...handlers} />);
  const serverSection = container.querySelector("section");
  act(() => {
    root = hydrateRoot(container, <Page id={id} code={code} {...handlers} />);
  });
  return { onUse, onHydrate, serverSection };
}

class CatchError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe("HydrateWhenSeen", () => {
  it("fetches no code and keeps the server's HTML until the part comes on screen, then hydrates it in place", async () => {
    const { code, importModule, arrive } = codeOnTheWay();
    const { onHydrate, serverSection } = await hydrateSection("sports", code);
    expect(serverSection).not.toBeNull();
    expect(container.querySelector("h2")).toHaveTextContent("Sports");
    expect(importModule).not.toHaveBeenCalled();

    await act(async () => showOnScreen(serverSection!));
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(onHydrate).not.toHaveBeenCalled();

    await arrive();
    expect(onHydrate).toHaveBeenCalledTimes(1);
    // Hydrated, not rendered anew: the element the server sent is the one React now owns.
    expect(container.querySelector("section")).toBe(serverSection);
  });

  it("hydrates a part a reader clicks before it is on screen, and handles the click", async () => {
    const { onUse, onHydrate } = await hydrateSection("business", await codeArrived());
    await act(async () => container.querySelector("button")!.click());
    expect(onHydrate).toHaveBeenCalledTimes(1);
    expect(onUse).toHaveBeenCalledTimes(1);
  });

  it("handles a click made before the part's code arrived once it has, and only once", async () => {
    const { code, importModule, arrive } = codeOnTheWay();
    const { onUse, onHydrate } = await hydrateSection("local-news", code);
    await act(async () => container.querySelector("button")!.click());
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(onUse).not.toHaveBeenCalled();

    await arrive();
    expect(onHydrate).toHaveBeenCalledTimes(1);
    expect(onUse).toHaveBeenCalledTimes(1);
  });

  it("hydrates a part focus moves into", async () => {
    const { onHydrate } = await hydrateSection("weather-news", await codeArrived());
    await act(async () => container.querySelector("button")!.focus());
    expect(onHydrate).toHaveBeenCalledTimes(1);
  });

  it("hydrates every waiting part, in place, when the router takes a new address", async () => {
    const { onHydrate, serverSection } = await hydrateSection("opinion", await codeArrived());
    expect(onHydrate).not.toHaveBeenCalled();
    // Its promise settles when a router on the page has rendered the address; none here.
    await act(async () => void globalHistory.navigate("/#main-content"));
    expect(onHydrate).toHaveBeenCalledTimes(1);
    expect(container.querySelector("section")).toBe(serverSection);
  });

  it("keeps the server's HTML, links and all, when the part's code cannot be fetched", async () => {
    const { code, fail } = codeOnTheWay();
    const { onHydrate, serverSection } = await hydrateSection("politics", code);
    await act(async () => showOnScreen(serverSection!));
    await fail(new Error("Loading chunk front-page-below failed."));
    expect(onHydrate).not.toHaveBeenCalled();
    expect(container.querySelector("section")).toBe(serverSection);
    expect(container.querySelector("h2")).toHaveTextContent("Sports");
  });

  it("renders a page after a navigation only once the part's code has arrived, whole", async () => {
    const { code, importModule, arrive } = codeOnTheWay();
    const onHydrate = jest.fn();
    act(() => {
      root = createRoot(container);
      root.render(<Page id="politics" code={code} onUse={jest.fn()} onHydrate={onHydrate} />);
    });
    expect(importModule).toHaveBeenCalledTimes(1);
    // Not the page without its part, whose height the scroll position and anchors depend on.
    expect(container).toBeEmptyDOMElement();

    await arrive();
    expect(container.querySelector("h1")).toHaveTextContent("Front page");
    expect(container.querySelector("h2")).toHaveTextContent("Sports");
    expect(onHydrate).toHaveBeenCalledTimes(1);
  });

  it("renders a page after a navigation at once when the part's code has arrived before", async () => {
    const code = await codeArrived();
    act(() => {
      root = createRoot(container);
      root.render(<Page id="politics" code={code} onUse={jest.fn()} onHydrate={jest.fn()} />);
    });
    expect(container.querySelector("h2")).toHaveTextContent("Sports");
  });

  it("tells the page's error boundary when a navigation needs the code and it cannot be fetched", async () => {
    const { code, fail } = codeOnTheWay();
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    act(() => {
      root = createRoot(container);
      root.render(
        <CatchError>
          <Page id="politics" code={code} onUse={jest.fn()} onHydrate={jest.fn()} />
        </CatchError>,
      );
    });
    await fail(new Error("Loading chunk front-page-below failed."));
    expect(container.querySelector("[role=alert]")).toHaveTextContent(
      "Loading chunk front-page-below failed.",
    );
    jest.mocked(console.error).mockRestore();
  });

  // Last: a page's first scroll happens once, and what waits for it stays settled after.
  it("fetches the code on the reader's first scroll, before the part is on screen", async () => {
    const { code, importModule, arrive } = codeOnTheWay();
    const { onHydrate, serverSection } = await hydrateSection("culture", code);
    await act(async () => void window.dispatchEvent(new Event("scroll")));
    expect(importModule).toHaveBeenCalledTimes(1);
    await arrive();
    // Fetched, not hydrated: the part waits to come near.
    expect(onHydrate).not.toHaveBeenCalled();
    await act(async () => showOnScreen(serverSection!));
    expect(onHydrate).toHaveBeenCalledTimes(1);
    expect(container.querySelector("section")).toBe(serverSection);
  });
});
