import type { Node } from "gatsby";
import { createSitePages, keepPageNodes, madePages } from "../../src/node/sitePages";

type Page = { path: string; component: string; context: Record<string, unknown> };

/**
 * Gatsby's node store and pages, as far as createSitePages uses them. Like Gatsby, a run of
 * createPages keeps only the pages it creates.
 */
function fakeSite(nodes: Record<string, Partial<Node>[]>) {
  const pages = new Map<string, Page>();
  const getNodesByType = (type: string) => (nodes[type] ?? []) as Node[];
  const actions = { createPage: jest.fn((page: Page) => void pages.set(page.path, page)) };
  const run = () => {
    pages.clear();
    createSitePages({ actions: actions as never, getNodesByType });
  };
  return { nodes, pages, run };
}

const story = (
  slug: string,
  authors: string[],
  publishedAt = "2026-11-20T12:00:00Z",
  tags: string[] = [],
) => ({
  id: `story-${slug}`,
  slug,
  section: "local-news",
  authors,
  publishedAt,
  tags,
  corrections: [] as { date: string; text: string }[],
  path: `/local-news/${slug}/`,
});

describe("createSitePages", () => {
  it("makes a page per story, per author with a story, per policy page and category alias, and the 404 page", () => {
    const site = fakeSite({
      Category: [{ id: "local-news", title: "Local News" } as Partial<Node>],
      PolicyPage: [{ id: "privacy" }],
      Story: [story("new-bus-shelters-on-gratiot", ["renee-okafor"], undefined, ["Transit"])],
      Author: [{ id: "renee-okafor" }, { id: "no-stories-yet" }],
    });
    site.run();
    const paths = [...site.pages.keys()];
    expect(paths).toEqual(
      expect.arrayContaining([
        "/local-news/new-bus-shelters-on-gratiot/",
        "/authors/renee-okafor/",
        "/privacy/",
        "/local-news/",
        "/sections/local-news/",
        "/topics/transit/",
        "/corrections/",
        "/404/",
      ]),
    );
    // An archive page's context holds its stories' ids and where it is in its list.
    expect(site.pages.get("/sections/local-news/")).toMatchObject({
      component: expect.stringMatching(/src\/templates\/ArchivePageTemplate\.tsx$/),
      context: {
        ids: ["story-new-bus-shelters-on-gratiot"],
        number: 1,
        firstPage: "/sections/local-news/",
        kind: "section",
        sectionTitle: "Local News",
      },
    });
    expect(site.pages.get("/sections/local-news/")?.context).not.toHaveProperty("path");
    expect(paths).not.toContain("/authors/no-stories-yet/");
    expect(site.pages.get("/local-news/new-bus-shelters-on-gratiot/")).toMatchObject({
      component: expect.stringMatching(/src\/templates\/StoryPageTemplate\.tsx$/),
      // The section's title rides in the context, so the page does not query the section's node.
      context: {
        id: "story-new-bus-shelters-on-gratiot",
        section: "local-news",
        sectionTitle: "Local News",
      },
    });
  });

  it("gives a translation its page in its edition, off the site's lists, linked with its original", () => {
    const original = story("storm", ["renee-okafor"], "2026-11-24T12:00:00Z", ["Weather"]);
    const translation = {
      ...story("tormenta", ["renee-okafor"], "2026-11-24T14:00:00Z", ["Clima"]),
      path: "/es/local-news/tormenta/",
      language: "es",
      translationOf: "storm",
    };
    const site = fakeSite({
      Category: [{ id: "local-news", title: "Local News" } as Partial<Node>],
      Edition: [
        {
          id: "es",
          path: "/es/",
          sections: [{ category: "local-news", title: "Noticias locales" }],
        } as Partial<Node>,
      ],
      SiteSettings: [{ language: "en-US" } as Partial<Node>],
      Story: [original, translation],
    });
    site.run();
    const alternates = [
      { lang: "en-US", path: "/local-news/storm/" },
      { lang: "es", path: "/es/local-news/tormenta/" },
    ];
    expect(site.pages.get("/es/local-news/tormenta/")).toMatchObject({
      component: expect.stringMatching(/src\/templates\/StoryPageTemplate\.tsx$/),
      context: {
        id: "story-tormenta",
        language: "es",
        section: "local-news",
        sectionTitle: "Noticias locales",
        more: [],
        alternates,
      },
    });
    expect(site.pages.get("/local-news/storm/")?.context).toMatchObject({ more: [], alternates });
    // The site's archives list the original alone; the edition's, in its language, the translation.
    expect(site.pages.get("/sections/local-news/")?.context.ids).toEqual(["story-storm"]);
    expect(site.pages.get("/authors/renee-okafor/")?.context.ids).toEqual(["story-storm"]);
    expect(site.pages.has("/topics/clima/")).toBe(false);
    expect(site.pages.get("/es/sections/local-news/")?.context).toMatchObject({
      ids: ["story-tormenta"],
      kind: "section",
      sectionTitle: "Noticias locales",
      language: "es",
    });
    expect(site.pages.get("/es/topics/clima/")?.context).toMatchObject({
      ids: ["story-tormenta"],
      topicName: "Clima",
      language: "es",
    });
    expect(site.pages.get("/es/authors/renee-okafor/")).toMatchObject({
      component: expect.stringMatching(/src\/templates\/AuthorPageTemplate\.tsx$/),
      context: { id: "renee-okafor", ids: ["story-tormenta"], language: "es" },
    });
    expect(site.pages.get("/es/corrections/")?.context).toMatchObject({ ids: [], language: "es" });
    // A host serves the edition's 404 page for an unknown address under its own.
    expect(site.pages.get("/es/404.html")?.component).toMatch(/src\/templates\/NotFoundPage\.tsx$/);
  });

  it("gives a story added later its page, and takes a removed story's page away", () => {
    const site = fakeSite({ Category: [{ id: "local-news" }], Story: [story("first", ["a"])] });
    site.run();
    site.nodes.Story = [story("second", ["b"])];
    site.run();
    expect(site.pages.has("/local-news/second/")).toBe(true);
    expect(site.pages.has("/authors/b/")).toBe(true);
    expect(site.pages.has("/local-news/first/")).toBe(false);
    expect(site.pages.has("/authors/a/")).toBe(false);
  });

  it("gives each story page only the ids of its three More-in stories, those just before it", () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
    const stories = Array.from({ length: 200 }, (_, n) => story(`story-${n}`, ["a"], day(n)));
    const site = fakeSite({ Category: [{ id: "local-news" }], Story: stories });
    site.run();
    for (const page of site.pages.values()) {
      if (page.component.endsWith("StoryPageTemplate.tsx")) {
        expect((page.context.more as string[]).length).toBeLessThanOrEqual(3);
      }
    }
    // The oldest has none before it: the nearest newer ones make up three.
    expect(site.pages.get("/local-news/story-0/")?.context.more).toEqual([
      "story-story-3",
      "story-story-2",
      "story-story-1",
    ]);
    expect(site.pages.get("/local-news/story-100/")?.context.more).toEqual([
      "story-story-99",
      "story-story-98",
      "story-story-97",
    ]);
    expect(site.pages.get("/local-news/story-199/")?.context.more).toEqual([
      "story-story-198",
      "story-story-197",
      "story-story-196",
    ]);
  });
});

describe("madePages", () => {
  it("reads each page Gatsby made from its store, with the context it was made with", () => {
    const nodes = [
      { id: "SitePage /", path: "/", component: "/site/src/pages/index.tsx" },
      {
        id: "SitePage /sections/sports/",
        path: "/sections/sports/",
        component: "/site/src/templates/ArchivePageTemplate.tsx",
        context: { kind: "section", newest: true },
      },
    ];
    const getNodesByType = (type: string) =>
      (type === "SitePage" ? nodes : []) as unknown as Node[];
    expect(madePages(getNodesByType)).toEqual([
      { path: "/", component: "/site/src/pages/index.tsx", pageContext: null },
      {
        path: "/sections/sports/",
        component: "/site/src/templates/ArchivePageTemplate.tsx",
        pageContext: { kind: "section", newest: true },
      },
    ]);
  });
});

describe("keepPageNodes", () => {
  it("touches the node of every page the last build made, and no other node, so Gatsby keeps them", () => {
    const nodes: Record<string, Partial<Node>[]> = {
      SitePage: [{ id: "SitePage /" }, { id: "SitePage /local-news/storm/" }],
      Story: [{ id: "story-storm" }],
    };
    const touchNode = jest.fn();
    keepPageNodes({
      getNodesByType: (type: string) => (nodes[type] ?? []) as Node[],
      actions: { touchNode },
    });
    expect(touchNode.mock.calls.map(([node]: [Node]) => node.id)).toEqual([
      "SitePage /",
      "SitePage /local-news/storm/",
    ]);
  });
});
