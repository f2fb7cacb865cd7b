import { test, expect } from "./support/fixtures";
import { AUTHORS, EDITIONS, HOME, SITE, STORIES, UI } from "./support/content";
import {
  CATEGORIES,
  containing,
  expandedStoryCount,
  SHOWN_STORIES,
  SITE_NAME,
  allowMotion,
  openPage,
} from "./support/site";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sections with more stories than they show at first: those have a See All button. */
const EXPANDABLE = CATEGORIES.filter((category) => expandedStoryCount(category.id) > SHOWN_STORIES);
const seeAllLabel = (title: string, count: number) =>
  UI.seeAll.replace("{title}", title).replace("{count}", String(count));

test.describe("home page", () => {
  test("shows the masthead, breaking news, top story, weather, network and contacts", async ({
    page,
  }) => {
    await openPage(page, "/");
    await expect(page).toHaveTitle(SITE_NAME);
    await expect(page.getByRole("link", { name: SITE_NAME, exact: true })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${SITE_NAME}: ${SITE.tagline}`,
    );
    await expect(page.getByRole("region", { name: HOME.ticker.label })).toContainText(
      HOME.ticker.items[0]!,
    );
    const heroStory = STORIES.find((story) => story.slug === HOME.hero.storySlug);
    const heroHeadline = heroStory?.headline ?? HOME.hero.title!;
    const hero = page.getByRole("article", { name: heroHeadline });
    if (heroStory?.image) {
      await expect(hero.getByRole("img", { name: heroStory.image.alt })).toBeAttached();
    }
    await expect(hero.getByRole("link", { name: HOME.hero.linkLabel })).toHaveAttribute(
      "href",
      `#${HOME.hero.sectionId}`,
    );
    const weather = page.getByRole("region", { name: HOME.weather.heading });
    await expect(weather).toContainText(
      HOME.weather.units.temperature.replace("{value}", String(HOME.weather.temperatureF)),
    );
    await expect(weather).toContainText(
      HOME.weather.units.wind.replace("{value}", String(HOME.weather.windMph)),
    );
    // The founding year and the network's size, each written once in content and quoted here
    // (the build fills them in; the text read here is filled the same way).
    await expect(page.getByRole("region", { name: HOME.about.heading })).toContainText(
      HOME.about.text,
    );

    const network = page.getByRole("navigation", { name: HOME.sisterSitesHeading });
    await expect(network.getByRole("link")).toHaveCount(SITE.sisterSites.length);

    await expect(page.getByRole("region", { name: HOME.video.heading })).toBeVisible();
    await expect(page.getByRole("region", { name: HOME.imageFeed.heading })).toBeVisible();
    const newsroom = page.getByRole("region", { name: HOME.newsroom.heading });
    // Frames are made as the reader nears them, not with the first screen.
    await newsroom.scrollIntoViewIfNeeded();
    await expect(newsroom.locator(`iframe[title="${HOME.newsroom.formTitle}"]`)).toHaveAttribute(
      "src",
      containing(HOME.newsroom.formUrl.split("?")[0]!),
    );
    await expect(newsroom.locator("iframe")).toHaveAttribute("src", /[?&]category=/);
    const teams = page.getByRole("region", { name: HOME.contactsHeading });
    for (const contact of SITE.contacts) {
      await expect(teams.getByRole("heading", { name: contact.title, exact: true })).toBeVisible();
      await expect(teams.getByRole("link", { name: contact.email })).toHaveAttribute(
        "href",
        `mailto:${contact.email}`,
      );
    }
  });

  test("the top story is a story the newsroom wrote: its byline, picture, and a link to its page", async ({
    page,
  }) => {
    const home = HOME as {
      hero: { storySlug?: string | null; kicker: string; title?: string | null };
    };
    await openPage(page, "/");
    if (!home.hero.storySlug) {
      // The content's hero is one the editors wrote on the front page: its own title and kicker.
      const own = page.getByRole("article", { name: home.hero.title ?? "" });
      await expect(own).toContainText(home.hero.kicker);
      return;
    }
    const story = STORIES.find((written) => written.slug === home.hero.storySlug)!;
    const author = AUTHORS.find((written) => written.id === story.authors[0])!;
    const hero = page.getByRole("article", { name: story.headline });
    await expect(hero).toContainText(home.hero.kicker);
    await expect(hero).toContainText(story.summary);
    await expect(hero).toContainText(`By ${author.name}`);
    const picture = hero.getByRole("img", { name: story.image!.alt });
    await expect(picture).toHaveAttribute("fetchpriority", "high");
    // A picture from the web has its size in content; the build measures one of its own.
    await expect(picture).toHaveAttribute(
      "width",
      story.image!.width ? String(story.image!.width) : /^\d+$/,
    );
    await hero.getByRole("link", { name: story.headline }).click();
    await expect(page).toHaveURL(`/${story.section}/${story.slug}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.headline);
  });

  test("shows the sixteen sections in order, each with a lead, two side items and a grid", async ({
    page,
  }) => {
    await openPage(page, "/");
    const headings = page.locator("#news").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(CATEGORIES.map((category) => category.title));

    for (const category of CATEGORIES) {
      const section = page.getByRole("region", { name: category.title, exact: true });
      const shown = await section.evaluate((element) => ({
        id: element.id,
        text: element.textContent ?? "",
        cards: [...element.querySelectorAll("article")].map((article) => ({
          // A story the newsroom wrote links to its page; a sample card does not.
          written: article.querySelector("h3 a") !== null,
          pictures: article.querySelectorAll("img").length,
          summary: article.querySelector("h3 + p")?.textContent ?? "",
          byline: /By \S/.test(article.textContent ?? ""),
          dated: article.querySelector("time[datetime]") !== null,
        })),
      }));
      expect(shown.id).toBe(category.id);
      expect(shown.text).toContain(category.description);
      // The lead alone has a picture (unless it is a written story without one); side items cut
      // summaries to 120 characters, the grid to 100.
      const [newest] = STORIES.filter((story) => story.section === category.id).sort(
        (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
      );
      const leadPictures = newest && !newest.image ? 0 : 1;
      expect(shown.cards.map((card) => card.pictures)).toEqual([leadPictures, 0, 0, 0, 0]);
      const limits = [Infinity, 120, 120, 100, 100];
      shown.cards.forEach((card, index) => {
        expect(card.summary.length, `${category.id} story ${index + 1}`).toBeLessThanOrEqual(
          limits[index]!,
        );
        expect(card.byline && card.dated).toBe(true);
      });
      const samples = shown.cards.slice(1).filter((card) => !card.written);
      expect(samples.every((card) => card.summary.endsWith("…"))).toBe(true);
    }
  });

  // See All and Show Less are pressed, not clicked: sections are laid out only as they near the
  // screen (content-visibility), so on a busy machine a click aimed at a button can land where it
  // was a frame before. Each pass of the page by keyboard is in keyboard.spec.ts.
  test("See All shows every story of each section and Show Less goes back to five", async ({
    page,
  }) => {
    await openPage(page, "/");
    for (const category of EXPANDABLE) {
      const count = expandedStoryCount(category.id);
      const section = page.getByRole("region", { name: category.title, exact: true });
      const seeAll = section.getByRole("button", { name: seeAllLabel(category.title, count) });
      await seeAll.press("Enter");
      const showLess = section.getByRole("button", { name: UI.showLess });
      // The further stories are fetched first, over the network: a longer wait than a click's.
      await expect(showLess).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
      await expect(section.getByRole("article")).toHaveCount(count);

      await showLess.press("Enter");
      await expect(section.getByRole("article")).toHaveCount(SHOWN_STORIES);
      await expect(seeAll).toHaveAttribute("aria-expanded", "false");
    }
  });

  test(
    "a section whose further stories cannot load says so and can try again",
    { tag: "@any-width" },
    async ({ page, consoleLog }) => {
      const category = EXPANDABLE[0]!;
      const count = expandedStoryCount(category.id);
      consoleLog.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
      await openPage(page, "/");
      const files = `**/stories/${category.id}-*.json`;
      await page.route(files, (route) => route.abort("internetdisconnected"));
      const section = page.getByRole("region", { name: category.title, exact: true });
      const seeAll = section.getByRole("button", { name: seeAllLabel(category.title, count) });

      await seeAll.press("Enter");
      await expect(section.getByRole("status")).toHaveText(UI.storiesFailed);
      await expect(seeAll).toHaveAttribute("aria-expanded", "false");
      await expect(section.getByRole("article")).toHaveCount(SHOWN_STORIES);

      await page.unroute(files);
      await seeAll.press("Enter");
      await expect(section.getByRole("article")).toHaveCount(count);
      await expect(section.getByRole("status")).toHaveText("");
    },
  );

  test(
    "sample story dates fall within the 7 days before the reader's visit, even from an old build",
    { tag: "@any-width" },
    async ({ page }) => {
      const readAt = Date.now() + 45 * DAY_MS;
      await page.clock.setFixedTime(readAt);
      await openPage(page, "/");
      // Sample cards have no link; a written story keeps the moment it was published.
      const dates = page.locator("#news article:not(:has(h3 a)) time");
      const writtenIn = (id: string) => STORIES.filter((story) => story.section === id).length;
      const samplesShown = CATEGORIES.reduce(
        (total, { id }) =>
          total +
          Math.min(SHOWN_STORIES, expandedStoryCount(id)) -
          Math.min(SHOWN_STORIES, writtenIn(id)),
        0,
      );
      await expect(dates).toHaveCount(samplesShown);
      // As a reader sees them: a section hydrates, and reads the reader's clock, as it comes near.
      for (const { id } of CATEGORIES) {
        const section = page.locator(`[id="${id}"]`);
        if ((await section.count()) > 0) await section.scrollIntoViewIfNeeded();
      }
      await expect
        .poll(async () => {
          const stamps = await dates.evaluateAll((times) =>
            times.map((time) => Date.parse(time.getAttribute("datetime") ?? "")),
          );
          return stamps.every((stamp) => stamp <= readAt && stamp >= readAt - 7 * DAY_MS);
        })
        .toBe(true);
    },
  );

  test("the breaking news ticker can be paused and played again", async ({ page }) => {
    await allowMotion(page);
    await openPage(page, "/");
    const ticker = page.getByRole("region", { name: HOME.ticker.label });
    const headline = await ticker.getByRole("listitem").first().elementHandle();
    // Hovering or focusing the ticker also holds it, so the pointer and focus leave it first.
    // Where the headline is, 400 ms apart, is read in the page, in one round trip: a moving
    // ticker slows every round trip to the browser.
    const isMoving = async () => {
      await page.mouse.move(0, 0);
      return headline!.evaluate(async (element) => {
        (document.activeElement as HTMLElement | null)?.blur();
        const before = element.getBoundingClientRect().x;
        await new Promise((resolve) => setTimeout(resolve, 400));
        return element.getBoundingClientRect().x !== before;
      });
    };
    expect(await isMoving()).toBe(true);

    const pause = ticker.getByRole("button", { name: UI.pauseTicker });
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await pause.click();
    const play = ticker.getByRole("button", { name: UI.playTicker });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    expect(await isMoving()).toBe(false);

    await play.click();
    await expect(pause).toBeVisible();
    expect(await isMoving()).toBe(true);
  });

  test("the ticker moves toward the line's start: leftward, rightward in a right-to-left page", async ({
    page,
  }) => {
    await allowMotion(page);
    // How far a page's first headline moves in 400 ms, read in the page in one round trip.
    const drift = async (path: string, label: string) => {
      await openPage(page, path);
      await page.mouse.move(0, 0);
      return page
        .getByRole("region", { name: label })
        .getByRole("listitem")
        .first()
        .evaluate(async (element) => {
          const before = element.getBoundingClientRect().x;
          await new Promise((resolve) => setTimeout(resolve, 400));
          return element.getBoundingClientRect().x - before;
        });
    };
    expect(await drift("/", HOME.ticker.label)).toBeLessThan(0);
    // The Arabic edition's front page, whose <html> alone says dir="rtl".
    const arabic = EDITIONS.find((edition) => edition.direction === "rtl")!;
    expect(await drift(`/${arabic.id}/`, arabic.ticker.label)).toBeGreaterThan(0);
  });

  test(
    "the ticker holds still for readers who ask for reduced motion",
    { tag: "@any-width" },
    async ({ page }) => {
      await openPage(page, "/");
      const headline = page
        .getByRole("region", { name: HOME.ticker.label })
        .getByRole("listitem")
        .first();
      const before = await headline.boundingBox();
      await page.waitForTimeout(400);
      expect(await headline.boundingBox()).toEqual(before);
    },
  );

  test("the featured video loads its player only when the reader asks for it", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await openPage(page, "/");
    const video = page.getByRole("region", { name: HOME.video.heading });
    await expect(video.locator("iframe")).toHaveCount(0);
    expect(requested.filter((url) => url.includes("youtube"))).toEqual([]);

    await video.getByRole("button", { name: `${UI.playVideo}: ${HOME.video.title}` }).click();
    await expect(video.locator(`iframe[title="${HOME.video.title}"]`)).toHaveAttribute(
      "src",
      /youtube-nocookie\.com\/embed\/.*autoplay=1/,
    );
    await expect(video.getByRole("link", { name: HOME.video.title })).toHaveAttribute(
      "href",
      /youtube\.com\/watch/,
    );
  });

  test(
    "every link to another site opens in a new tab, says so, and gets no access to the page",
    { tag: "@any-width" },
    async ({ page }) => {
      await openPage(page, "/");
      const external = page.locator('a[href^="http"]');
      expect(await external.count()).toBeGreaterThan(5);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
      }
    },
  );
});
