import type { Page, Route } from "@playwright/test";
import { EDITIONS, HOME as home, SITE, UI as ui } from "./support/content";
import recordedForecast from "../__tests__/fixtures/nws/gridpoints-BMX-32,69-forecast.json";
import recordedObservation from "../__tests__/fixtures/nws/stations-KFLL-observations-latest.json";
import recordedNulls from "../__tests__/fixtures/nws/stations-KFLG-observations-limit-1.json";
import { latestObservationUrl } from "../src/model/nwsWeather";
import { test, expect } from "./support/fixtures";
import { openPage } from "./support/site";

/**
 * The weather box against a mocked National Weather Service (no network), asked for once the box
 * is on screen: the recorded answers of __tests__/fixtures/nws/, given fresh times, replace the
 * sample without moving anything; an error, a hung request or an unreadable answer leaves the
 * sample and its label.
 */

const { live } = home.weather;
const OBSERVATION_URL = latestObservationUrl(live.apiUrl, live.stationId);
const HOUR = 60 * 60 * 1000;

/** The recorded observation, made 25 minutes ago: 22.8 °C, 75.77 %, 7.56 km/h, Mostly Cloudy. */
function freshObservation(now: number) {
  const timestamp = new Date(now - 25 * 60 * 1000);
  const body = structuredClone(recordedObservation);
  body.properties.timestamp = timestamp.toISOString();
  return { body, timestamp };
}

/** The recorded forecast, its periods moved so that the first (a day, 69 °F) is under way now. */
function freshForecast(now: number) {
  const body = structuredClone(recordedForecast);
  const start = now - HOUR;
  body.properties.periods.forEach((period, index) => {
    period.startTime = new Date(
      index === 0 ? start : start + (index * 12 - 6) * HOUR,
    ).toISOString();
    period.endTime = new Date(start + (index * 12 + 6) * HOUR).toISOString();
  });
  return body;
}

const LIVE_FIGURES = { now: "73°F", condition: "Mostly Cloudy", high: "69°F", low: "44°F" };
const LIVE_DETAILS = { humidity: "76%", wind: "5 mph" };

const weatherBox = (page: Page) => page.getByRole("region", { name: home.weather.heading });

/** "as of 2:53 PM" as the page writes it, in Detroit's time (the browser's own zone here). */
function sourceLine(observedAt: Date) {
  const time = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Detroit",
    hour: "numeric",
    minute: "2-digit",
  }).format(observedAt);
  const text = live.source
    .replace("{station}", live.stationName)
    .replace("{asOf}", live.asOf.replace("{time}", time));
  // Intl puts a narrow no-break space before AM/PM in some versions, a space in others.
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s")}$`);
}

/**
 * Where the box, each of its parts and each figure's row are, and what follows the box: live
 * figures must replace the sample without moving or resizing any of them.
 */
async function layoutOfBox(page: Page) {
  return weatherBox(page).evaluate((box) => {
    const rect = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()} ${[x, y, width, height].map(Math.round).join(",")}`;
    };
    const about = document.getElementById("about");
    return {
      box: rect(box),
      parts: [
        ...box.querySelectorAll(":scope > *, :scope > p > span:first-child, dl > div, dt"),
      ].map(rect),
      // What follows the weather box on the page.
      next: about ? rect(about) : "no #about",
    };
  });
}

/** Layout shifts from now on, with the elements that moved. */
async function watchLayoutShifts(page: Page) {
  await page.evaluate(() => {
    const target = window as unknown as { __weatherShifts: string[] };
    target.__weatherShifts = [];
    const since = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        if (entry.startTime < since) continue;
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element
            ? `${node.tagName}.${node.className}`
            : `${node?.nodeName} "${node?.textContent}" in ${node?.parentElement?.tagName}.${node?.parentElement?.className}`,
        );
        target.__weatherShifts.push(`${entry.value.toFixed(4)}: ${moved.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return async () => {
    // Two frames for the new figures to reach the screen and the observer.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return page.evaluate(
      () => (window as unknown as { __weatherShifts: string[] }).__weatherShifts,
    );
  };
}

/** Records each Content-Security-Policy violation the page reports. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportWeatherCsp", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportWeatherCsp: (text: string) => void }).reportWeatherCsp(
        `${event.violatedDirective} refused ${event.blockedURI}`,
      ),
    );
  });
  return violations;
}

/**
 * Answers the Weather Service's two requests with `answer` once the test calls `release`, so the
 * box can be measured with the sample just before the answers land.
 */
async function mockWeatherService(page: Page, answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Set<string>();
  for (const url of [OBSERVATION_URL, live.forecastUrl]) {
    await page.route(url, async (route) => {
      requested.add(url);
      await released;
      await answer(route);
    });
  }
  const bothRequested = () =>
    expect.poll(() => requested.size, { message: "both weather requests made" }).toBe(2);
  return { release, bothRequested };
}

/** The Weather Service answering with the recorded figures, made fresh, once released. */
async function mockFreshWeather(page: Page) {
  const now = Date.now();
  const observation = freshObservation(now);
  const forecast = freshForecast(now);
  const service = await mockWeatherService(page, (route) =>
    route.fulfill({
      json: route.request().url() === OBSERVATION_URL ? observation.body : forecast,
      headers: { "access-control-allow-origin": "*" },
      contentType: "application/geo+json",
    }),
  );
  return { service, observation };
}

/** The sample from content, with its label and the link to the forecast. */
async function expectSample(page: Page) {
  const box = weatherBox(page);
  await expect(box).toHaveAttribute("data-weather", "sample");
  await expect(box).toContainText(`${home.weather.temperatureF}°F`);
  await expect(box).toContainText(home.weather.condition);
  await expect(box).toContainText(`${home.weather.windMph} mph`);
  await expect(box.getByText(home.weather.note)).toBeVisible();
  await expect(box.getByText(/National Weather Service, /)).toHaveCount(0);
}

test.describe("the weather box", () => {
  test("shows the Weather Service's figures and their time in place of the sample, moving nothing", async ({
    page,
  }) => {
    const violations = await watchPolicy(page);
    const { service, observation } = await mockFreshWeather(page);
    await openPage(page, "/");
    const box = weatherBox(page);
    await box.scrollIntoViewIfNeeded();
    await service.bothRequested();
    await expectSample(page);
    const before = await layoutOfBox(page);
    const shifts = await watchLayoutShifts(page);

    service.release();
    await expect(box).toHaveAttribute("data-weather", "live");
    const details = (label: string) => box.locator("dt", { hasText: label }).locator("+ dd");
    await expect(box.locator("p", { hasText: LIVE_FIGURES.condition })).toHaveText(
      `${LIVE_FIGURES.now}${LIVE_FIGURES.condition}`,
    );
    await expect(details(home.weather.labels.high)).toHaveText(LIVE_FIGURES.high);
    await expect(details(home.weather.labels.low)).toHaveText(LIVE_FIGURES.low);
    await expect(details(home.weather.labels.humidity)).toHaveText(LIVE_DETAILS.humidity);
    await expect(details(home.weather.labels.wind)).toHaveText(LIVE_DETAILS.wind);
    await expect(box.getByText(sourceLine(observation.timestamp))).toBeVisible();
    await expect(box.getByText(home.weather.note)).toBeHidden();

    expect(await shifts(), "layout shifts").toEqual([]);
    expect(await layoutOfBox(page)).toEqual(before);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  });

  const failures: {
    name: string;
    answer: (route: Route) => Promise<void>;
    /** What the browser logs about the request itself, if anything. */
    logged?: RegExp;
  }[] = [
    {
      name: "the service answers 500",
      answer: (route) =>
        route.fulfill({
          status: 500,
          json: { title: "Unexpected Problem", status: 500 },
          headers: { "access-control-allow-origin": "*" },
        }),
      logged: /status of 500 .*\(https:\/\/api\.weather\.gov\//,
    },
    {
      name: "the station reports null readings",
      answer: (route) =>
        route.fulfill({
          json:
            route.request().url() === OBSERVATION_URL
              ? recordedNulls.features[0]
              : freshForecast(Date.now()),
          headers: { "access-control-allow-origin": "*" },
        }),
    },
    {
      name: "the answers are not JSON",
      answer: (route) =>
        route.fulfill({
          body: "<html><body>Service Unavailable</body></html>",
          contentType: "text/html",
          headers: { "access-control-allow-origin": "*" },
        }),
    },
  ];

  for (const { name, answer, logged } of failures) {
    test(
      `keeps the sample and its label when ${name}`,
      { tag: "@any-width" },
      async ({ page, consoleLog }) => {
        if (logged) consoleLog.allow(logged);
        const service = await mockWeatherService(page, answer);
        await openPage(page, "/");
        await weatherBox(page).scrollIntoViewIfNeeded();
        await service.bothRequested();
        const before = await layoutOfBox(page);
        const answered = page.waitForResponse((response) => response.url() === OBSERVATION_URL);
        service.release();
        await answered;
        // Time for the page to read the answers, were it going to show anything.
        await page.waitForTimeout(500);
        await expectSample(page);
        expect(await layoutOfBox(page)).toEqual(before);
      },
    );
  }

  test(
    "keeps the sample and its label when the service does not answer within the content's timeout",
    { tag: "@any-width" },
    async ({ page }) => {
      // Requests that are never answered: the page gives up after live.timeoutMs.
      const service = await mockWeatherService(page, () => new Promise(() => undefined));
      await openPage(page, "/");
      await weatherBox(page).scrollIntoViewIfNeeded();
      await service.bothRequested();
      const failed = await page.waitForEvent("requestfailed", {
        predicate: (request) => request.url() === OBSERVATION_URL,
        timeout: live.timeoutMs + 5000,
      });
      expect(failed.failure()?.errorText).toMatch(/ABORTED/);
      await expectSample(page);
    },
  );
});

test.describe("the weather box in an edition", () => {
  for (const { id, weather, ui: copy } of EDITIONS) {
    test(`/${id}/ shows the same figures in its words, the service's condition marked English`, async ({
      page,
    }) => {
      const { service } = await mockFreshWeather(page);
      await openPage(page, `/${id}/`);
      const box = page.getByRole("region", { name: weather.heading });
      await box.scrollIntoViewIfNeeded();
      await service.bothRequested();
      const temperature = (value: number | string) =>
        weather.units.temperature.replace("{value}", String(value));
      await expect(box).toContainText(temperature(home.weather.temperatureF));
      await expect(box.getByText(weather.condition, { exact: true })).toBeVisible();
      await expect(box.getByText(weather.note)).toBeVisible();
      await expect(
        box.getByRole("link", { name: `${weather.forecastLinkLabel} ${copy.newTab}` }),
      ).toHaveAttribute("href", live.forecastPageUrl);

      service.release();
      await expect(box).toHaveAttribute("data-weather", "live");
      await expect(box.getByText(LIVE_FIGURES.condition, { exact: true })).toHaveAttribute(
        "lang",
        SITE.language,
      );
      await expect(box.locator("dt", { hasText: weather.labels.high }).locator("+ dd")).toHaveText(
        temperature(parseInt(LIVE_FIGURES.high, 10)),
      );
      const [before] = weather.source.split("{station}");
      await expect(box.getByText(`${before}${live.stationName}`, { exact: false })).toBeVisible();
    });
  }
});

test.describe("the weather box without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "shows the sample, its label and the link to the forecast",
    { tag: "@any-width" },
    async ({ page }) => {
      await page.goto("/");
      const box = weatherBox(page);
      await expect(box).toContainText(`${home.weather.temperatureF}°F`);
      await expect(box.getByText(home.weather.note)).toBeVisible();
      const link = box.getByRole("link", { name: `${live.forecastLinkLabel} ${ui.newTab}` });
      await expect(link).toHaveAttribute("href", live.forecastPageUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    },
  );
});
