import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdSlot } from "../../src/components/AdSlot/AdSlot";
import { VideoEmbed } from "../../src/components/Embeds/VideoEmbed";
import { Ticker } from "../../src/components/Ticker/Ticker";
import { readContent } from "../support/content";
import { renderWithSite, siteData } from "../support/renderWithSite";

const home = readContent<{
  ticker: { label: string; items: string[] };
  video: Parameters<typeof VideoEmbed>[0]["video"];
}>("home.json");

describe("Ticker", () => {
  it("lists the breaking items once for screen readers and can be paused", async () => {
    const user = userEvent.setup();
    const { ui } = siteData();
    renderWithSite(
      <Ticker
        label={home.ticker.label}
        items={home.ticker.items}
        pauseLabel={ui.pauseTicker}
        playLabel={ui.playTicker}
      />,
    );
    const region = screen.getByRole("region", { name: "Breaking" });
    expect(screen.getAllByRole("listitem")).toHaveLength(home.ticker.items.length);
    const pause = screen.getByRole("button", { name: ui.pauseTicker });
    await user.click(pause);
    expect(region).toHaveAttribute("data-paused", "true");
    expect(screen.getByRole("button", { name: ui.playTicker })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

describe("VideoEmbed", () => {
  it("loads the player only when the reader asks for it", async () => {
    const user = userEvent.setup();
    const { ui } = siteData();
    renderWithSite(
      <VideoEmbed
        video={home.video}
        playLabel={ui.playVideo}
        newTabLabel={ui.newTab}
        unavailableText={ui.embedUnavailable}
      />,
    );
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: `${ui.playVideo}: ${home.video.title}` }));
    const frame = screen.getByTitle(home.video.title);
    expect(frame).toHaveAttribute("src", expect.stringContaining("autoplay=1"));
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute("sandbox", expect.stringContaining("allow-scripts"));
  });

  it("gives readers without JavaScript the same player, without autoplay, in <noscript>", async () => {
    const user = userEvent.setup();
    const { ui } = siteData();
    const element = (
      <VideoEmbed
        video={home.video}
        playLabel={ui.playVideo}
        newTabLabel={ui.newTab}
        unavailableText={ui.embedUnavailable}
      />
    );
    const html = renderToStaticMarkup(element);
    const noscript = document.createElement("div");
    noscript.innerHTML = /<noscript>(.*)<\/noscript>/s.exec(html)?.[1] ?? "";
    const fallbackFrame = noscript.querySelector("iframe");
    expect(fallbackFrame).toHaveAttribute("src", home.video.embedUrl);

    renderWithSite(element);
    await user.click(screen.getByRole("button", { name: `${ui.playVideo}: ${home.video.title}` }));
    const frame = screen.getByTitle(home.video.title);
    for (const name of ["title", "loading", "referrerpolicy", "sandbox", "allow"]) {
      expect(fallbackFrame?.getAttribute(name)).toBeTruthy();
      expect(fallbackFrame?.getAttribute(name)).toBe(frame.getAttribute(name));
    }
  });
});

describe("AdSlot", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // jsdom lays nothing out; pretend the slot is visible at this width.
    jest.spyOn(Element.prototype, "getClientRects").mockReturnValue([{}] as unknown as DOMRectList);
  });
  afterEach(async () => {
    // jsdom never loads the script: fail it, so the next test starts a fresh page view.
    await act(async () => {
      for (const script of document.querySelectorAll("script")) {
        script.dispatchEvent(new Event("error"));
      }
    });
    jest.useRealTimers();
    delete window.adsbygoogle;
  });

  it("is labelled, reserves its height and asks for its ad unit after first paint", () => {
    const { settings } = siteData();
    renderWithSite(<AdSlot label="Advertisement" ads={settings.ads} size="large" />);
    const slot = screen.getByRole("figure", { name: "Advertisement" });
    expect(slot.querySelector(".large")).not.toBeNull();
    const unit = slot.querySelector("ins.adsbygoogle");
    expect(unit).toHaveAttribute("data-ad-client", settings.ads.publisherId);
    expect(unit).toHaveAttribute("data-ad-slot", settings.ads.slotIds.large);
    expect(slot.querySelector("script")).toBeNull();
    expect(window.adsbygoogle).toBeUndefined();
    act(() => jest.runAllTimers());
    const script = slot.querySelector("script")!;
    expect(script).toHaveAttribute("src", settings.ads.scriptUrl);
    expect(window.adsbygoogle).toEqual([{}]);
    expect(slot).toHaveAttribute("data-ad-state", "requested");
  });

  it("loads the ad script once for every slot on the page, and each slot asks for one ad", () => {
    const { settings } = siteData();
    renderWithSite(
      <>
        <AdSlot label="Advertisement" ads={settings.ads} size="small" />
        <AdSlot label="Advertisement" ads={settings.ads} size="medium" />
      </>,
    );
    act(() => jest.runAllTimers());
    expect(document.querySelectorAll("script")).toHaveLength(1);
    expect(window.adsbygoogle).toHaveLength(2);
  });

  it("keeps every labelled slot when the ad script fails", async () => {
    const { settings } = siteData();
    renderWithSite(
      <>
        <AdSlot label="Advertisement" ads={settings.ads} size="small" />
        <AdSlot label="Advertisement" ads={settings.ads} size="large" />
      </>,
    );
    act(() => jest.runAllTimers());
    await act(async () => {
      document.querySelector("script")!.dispatchEvent(new Event("error"));
    });
    const slots = screen.getAllByRole("figure", { name: "Advertisement" });
    expect(slots).toHaveLength(2);
    for (const slot of slots) expect(slot).toHaveAttribute("data-ad-state", "unavailable");
  });

  it("asks for no ad when hidden at this width", () => {
    jest.mocked(Element.prototype.getClientRects).mockReturnValue([] as unknown as DOMRectList);
    const { settings } = siteData();
    renderWithSite(<AdSlot label="Advertisement" ads={settings.ads} wideOnly />);
    act(() => jest.runAllTimers());
    expect(document.querySelector("script")).toBeNull();
    expect(window.adsbygoogle).toBeUndefined();
  });
});
