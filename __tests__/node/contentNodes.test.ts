/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { Node } from "gatsby";
import { syncContentNodes } from "../../src/node/contentNodes";
import { fakeGatsby, ofType, shippedFiles } from "../support/fakeGatsby";

/**
 * A story file that may be moved to a later moment on its own: in English, not the hero, not
 * translated (a translation follows its original) and without live updates before the new moment.
 */
function storyToSchedule(files: Record<string, string>): [string, string] {
  const stories = Object.entries(files)
    .filter(([name]) => name.startsWith("stories/"))
    .map(([name, text]) => [name, text, JSON.parse(text) as Record<string, unknown>] as const);
  const hero = (JSON.parse(files["home.json"]!) as { hero: { storySlug?: string } }).hero.storySlug;
  const translated = new Set(stories.map(([, , story]) => story.translationOf));
  const found = stories.find(
    ([, , story]) =>
      story.language === undefined &&
      story.updates === undefined &&
      story.slug !== hero &&
      !translated.has(story.slug),
  );
  if (!found) throw new Error("The fixtures have no story to schedule");
  return [found[0], found[1]];
}

describe("syncContentNodes", () => {
  it("makes the nodes pages query from valid content, linked to their file's raw node", async () => {
    const { nodes, args, reporter } = fakeGatsby(shippedFiles());
    expect(await syncContentNodes(args)).toBe(true);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    const privacy = nodes.get("privacy") as Node & Record<string, unknown>;
    expect(privacy.internal.type).toBe("PolicyPage");
    expect(privacy.parent).toBe("file:pages/privacy.json");
    expect(privacy).not.toHaveProperty("$schema");
    const categories = ofType(nodes, "Category");
    expect(categories.map((category) => category.id)).toContain("local-news");
    expect(categories.find((category) => category.id === "sports")).toMatchObject({
      order: 9,
      articleCount: 15,
      parent: "file:categories.json",
    });
    expect(ofType(nodes, "Article")).toHaveLength(16 * 15);
    expect(ofType(nodes, "HomeContent")[0]?.about).toMatchObject({
      text: expect.stringMatching(/^Since 1825 /),
    });
  });

  it("makes a page of every file of pages/, a new one included, with no code", async () => {
    const files = shippedFiles();
    const privacy = JSON.parse(files["pages/privacy.json"]!) as Record<string, unknown>;
    const added = { ...privacy, id: "masthead", title: "Our Masthead", linkLabel: "Masthead" };
    const { nodes, args } = fakeGatsby({ ...files, "pages/masthead.json": JSON.stringify(added) });
    expect(await syncContentNodes(args)).toBe(true);
    expect(nodes.get("masthead")).toMatchObject({
      internal: { type: "PolicyPage" },
      title: "Our Masthead",
      path: "/masthead/",
      parent: "file:pages/masthead.json",
    });
    expect(ofType(nodes, "PolicyPage").map((page) => page.path)).toEqual(
      expect.arrayContaining(["/privacy/", "/terms/", "/masthead/"]),
    );
  });

  it("reports a broken file with file, item and field, and keeps the last good nodes", async () => {
    const files = shippedFiles();
    const { nodes, args, reporter } = fakeGatsby(files);
    await syncContentNodes(args);
    const before = new Map(nodes);

    const categories = JSON.parse(files["categories.json"]!) as {
      categories: Record<string, unknown>[];
    };
    delete categories.categories[9]!.title;
    const broken = fakeGatsby({ ...files, "categories.json": JSON.stringify(categories) });
    // The same store as before the edit: its typed nodes are the last good ones.
    for (const [id, node] of before) {
      if (node.internal.type !== "File") {
        broken.nodes.set(id, node);
      }
    }
    expect(await syncContentNodes(broken.args)).toBe(false);
    expect(broken.reporter.panicOnBuild).toHaveBeenCalledWith({
      id: "CONTENT_INVALID",
      context: {
        sourceMessage: expect.stringContaining(
          'content/categories.json › item categories["sports"] › field "title": is missing',
        ),
      },
    });
    expect((broken.nodes.get("sports") as Node & { title: string }).title).toBe("Sports");
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it("reports a story whose picture is not in content/ as a content problem, not a crash", async () => {
    const files = shippedFiles();
    const file = "stories/2026/11/riverwalk-lighting-plan.json";
    const story = JSON.parse(files[file]!) as { image: { src: string } };
    story.image.src = "images/riverfront-at-noon.jpg";
    const { nodes, args, reporter } = fakeGatsby({ ...files, [file]: JSON.stringify(story) });
    expect(await syncContentNodes(args)).toBe(false);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith({
      id: "CONTENT_INVALID",
      context: {
        sourceMessage: expect.stringContaining(
          `content/${file} › field "image.src": content/images/riverfront-at-noon.jpg does not exist`,
        ),
      },
    });
    expect(ofType(nodes, "Story")).toEqual([]);
  });

  it("names the file, line and column of malformed JSON, and no other problem of that file", async () => {
    const files = shippedFiles();
    const { args, reporter } = fakeGatsby({
      ...files,
      "faq.json": files["faq.json"]!.replace('"title":', '"title"'),
    });
    expect(await syncContentNodes(args)).toBe(false);
    const message = String(reporter.panicOnBuild.mock.calls[0]?.[0].context.sourceMessage);
    expect(message).toMatch(/content\/faq\.json: is not valid JSON \(line 1, column \d+\)/);
    expect(message).not.toContain("the file is missing");
  });

  it("makes each story's body HTML once, and takes it from Gatsby's cache on the next build", async () => {
    const stored = new Map<string, unknown>();
    const cache = {
      get: jest.fn(async (key: string) => stored.get(key)),
      set: jest.fn(async (key: string, value: unknown) => void stored.set(key, value)),
    };
    const first = fakeGatsby(shippedFiles());
    expect(await syncContentNodes({ ...first.args, cache })).toBe(true);
    const stories = ofType(first.nodes, "Story");
    // A body each, and each live update's.
    const texts = stories.reduce(
      (count, story) => count + 1 + ((story.updates as unknown[] | null)?.length ?? 0),
      0,
    );
    expect(texts).toBeGreaterThan(stories.length);
    expect(cache.set).toHaveBeenCalledTimes(texts);

    cache.set.mockClear();
    const second = fakeGatsby(shippedFiles());
    expect(await syncContentNodes({ ...second.args, cache })).toBe(true);
    expect(cache.set).not.toHaveBeenCalled();
    const bodies = (nodes: typeof first.nodes) =>
      ofType(nodes, "Story").map((story) => [story.slug, story.bodyHtml]);
    expect(bodies(second.nodes)).toEqual(bodies(first.nodes));
    expect(String(stories[0]?.bodyHtml)).toMatch(/^<p>/);
    // The node holds the HTML; the Markdown stays in the file.
    expect(stories[0]).not.toHaveProperty("body");
  });

  it("holds a live story's updates with their HTML and pictures, only those out by the build", async () => {
    const previous = process.env.BUILD_TIME;
    try {
      // The fixture's coverage kept open for days, with an update posted ahead of the build.
      const files = shippedFiles();
      const file = "stories/2026/11/jefferson-water-main-break-live.json";
      const story = JSON.parse(files[file]!) as { liveUntil: string; updates: object[] };
      story.liveUntil = "2026-11-25T18:00:00-05:00";
      story.updates.unshift({ time: "2026-11-24T09:00:00-05:00", body: "Still to come." });
      files[file] = JSON.stringify(story);
      process.env.BUILD_TIME = "2026-11-24T08:00:00-05:00";
      const { args, nodes } = fakeGatsby(files);
      expect(await syncContentNodes(args)).toBe(true);
      const live = ofType(nodes, "Story").find(
        (story) => story.slug === "jefferson-water-main-break-live",
      )!;
      const updates = live.updates as Record<string, unknown>[];
      expect(updates.map((update) => update.time)).toEqual([
        "2026-11-21T08:45:00-05:00",
        "2026-11-21T07:30:00-05:00",
        "2026-11-21T06:40:00-05:00",
      ]);
      expect(updates[1]).not.toHaveProperty("body");
      expect(updates[1]?.bodyHtml).toBe(
        "<p>The water department advises about 1,200 homes east of Van Dyke to <strong>boil water</strong> before drinking it.</p>",
      );
      expect(updates[1]).toMatchObject({
        imageUrl: "https://images.example.org/jefferson-flood.jpg",
        imageWidth: 1200,
        imageHeight: 675,
        imageSrcSet: null,
      });
      expect(updates[2]?.imageUrl).toBeNull();
      expect(live.liveOpen).toBe(true);
      expect(live.modifiedAt).toBe("2026-11-21T13:45:00.000Z");

      process.env.BUILD_TIME = "2026-11-25T18:00:00-05:00";
      const closed = fakeGatsby(files);
      expect(await syncContentNodes(closed.args)).toBe(true);
      const after = ofType(closed.nodes, "Story").find((story) => story.slug === live.slug)!;
      expect(after.liveOpen).toBe(false);
      expect(after.updates).toHaveLength(4);
      expect(after.modifiedAt).toBe("2026-11-24T14:00:00.000Z");
    } finally {
      if (previous === undefined) delete process.env.BUILD_TIME;
      else process.env.BUILD_TIME = previous;
    }
  });

  it("publishes no story before its time, and lists it in the build's log as scheduled", async () => {
    const files = shippedFiles();
    const [file, text] = storyToSchedule(files);
    const story = JSON.parse(text) as { slug: string; publishedAt: string };
    const previous = process.env.BUILD_TIME;
    try {
      process.env.BUILD_TIME = "2026-11-30T09:00:00-05:00";
      const scheduled = { ...story, publishedAt: "2026-11-30T09:00:00.001-05:00" };
      const later = fakeGatsby({ ...files, [file]: JSON.stringify(scheduled) });
      expect(await syncContentNodes(later.args)).toBe(true);
      expect(ofType(later.nodes, "Story").map((node) => node.slug)).not.toContain(story.slug);
      expect(ofType(later.nodes, "Article").map((node) => node.path)).not.toContain(
        expect.stringContaining(`/${story.slug}/`),
      );
      expect(later.reporter.info).toHaveBeenCalledWith(
        `Scheduled, not published yet: content/${file} at ${scheduled.publishedAt}`,
      );

      // At its very moment it is out.
      const due = { ...story, publishedAt: "2026-11-30T09:00:00-05:00" };
      const now = fakeGatsby({ ...files, [file]: JSON.stringify(due) });
      expect(await syncContentNodes(now.args)).toBe(true);
      const out = ofType(now.nodes, "Story").find((node) => node.slug === story.slug);
      expect(out?.scheduled).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.BUILD_TIME;
      else process.env.BUILD_TIME = previous;
    }
  });

  it("without BUILD_TIME, publishes for the moment Gatsby started, which Site.buildMoment gives", async () => {
    const files = shippedFiles();
    const [file, text] = storyToSchedule(files);
    const story = JSON.parse(text) as { slug: string; publishedAt: string };
    const started =
      Math.max(
        ...Object.entries(files)
          .filter(([name]) => name.startsWith("stories/"))
          .map(([, each]) => Date.parse((JSON.parse(each) as { publishedAt: string }).publishedAt)),
      ) + 60_000;
    const previous = process.env.BUILD_TIME;
    try {
      delete process.env.BUILD_TIME;
      // Out a second after the build started, before this test's clock: held back all the same.
      const due = { ...story, publishedAt: new Date(started + 1000).toISOString() };
      expect(Date.parse(due.publishedAt)).toBeLessThan(Date.now());
      const build = fakeGatsby({ ...files, [file]: JSON.stringify(due) });
      build.nodes.set("SiteBuildMetadata", {
        id: "SiteBuildMetadata",
        buildTime: new Date(started).toISOString(),
        internal: { type: "SiteBuildMetadata" },
      } as unknown as Node);
      expect(await syncContentNodes(build.args)).toBe(true);
      expect(ofType(build.nodes, "Story").map((node) => node.slug)).not.toContain(story.slug);
    } finally {
      if (previous !== undefined) process.env.BUILD_TIME = previous;
    }
  });

  it("keeps a scheduled story in the development server, marked scheduled for its preview", async () => {
    const files = shippedFiles();
    const [file, text] = storyToSchedule(files);
    const story = JSON.parse(text) as { slug: string };
    const previous = {
      time: process.env.BUILD_TIME,
      command: process.env.gatsby_executing_command,
    };
    try {
      process.env.BUILD_TIME = "2026-11-30T09:00:00-05:00";
      process.env.gatsby_executing_command = "develop";
      const scheduled = { ...story, publishedAt: "2026-11-30T09:00:00.001-05:00" };
      const preview = fakeGatsby({ ...files, [file]: JSON.stringify(scheduled) });
      expect(await syncContentNodes(preview.args)).toBe(true);
      const node = ofType(preview.nodes, "Story").find((each) => each.slug === story.slug);
      expect(node?.scheduled).toBe(true);
    } finally {
      for (const [name, value] of [
        ["BUILD_TIME", previous.time],
        ["gatsby_executing_command", previous.command],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it("removes what content no longer has", async () => {
    const files = shippedFiles();
    const { nodes, args } = fakeGatsby(files);
    await syncContentNodes(args);
    expect(nodes.has("events")).toBe(true);

    const categories = JSON.parse(files["categories.json"]!) as { categories: { id: string }[] };
    const headlines = JSON.parse(files["headlines.json"]!) as {
      headlines: { category: string }[];
    };
    categories.categories = categories.categories.filter((category) => category.id !== "events");
    headlines.headlines = headlines.headlines.filter((list) => list.category !== "events");
    // Every edition names every section, and no other.
    const editions = Object.entries(files)
      .filter(([file]) => file.startsWith("editions/"))
      .map(([file, text]) => {
        const edition = JSON.parse(text!) as { sections: { category: string }[] };
        edition.sections = edition.sections.filter((named) => named.category !== "events");
        return [file, JSON.stringify(edition)];
      });
    const edited = fakeGatsby({
      ...files,
      ...Object.fromEntries(editions),
      "categories.json": JSON.stringify(categories),
      "headlines.json": JSON.stringify(headlines),
    });
    for (const [id, node] of nodes) if (!edited.nodes.has(id)) edited.nodes.set(id, node);
    expect(await syncContentNodes(edited.args)).toBe(true);
    expect(edited.nodes.has("events")).toBe(false);
    expect(ofType(edited.nodes, "Article").some((article) => article.category === "events")).toBe(
      false,
    );
  });

  it("in a warm build, makes again only the nodes that changed and leaves the others as they are", async () => {
    const files = shippedFiles();
    const { nodes, args, dir } = fakeGatsby(files);
    expect(await syncContentNodes(args)).toBe(true);
    const before = new Map(nodes);
    jest.mocked(args.actions.createNode).mockClear();

    const categories = JSON.parse(files["categories.json"]!) as {
      categories: { title: string }[];
    };
    categories.categories[9]!.title = "Sports and Recreation";
    fs.writeFileSync(path.join(dir, "categories.json"), JSON.stringify(categories));
    expect(await syncContentNodes(args)).toBe(true);

    const made = jest.mocked(args.actions.createNode).mock.calls.map(([node]) => node.id);
    expect(made).toContain("sports");
    expect(made).not.toContain("privacy");
    expect(args.actions.deleteNode).not.toHaveBeenCalled();
    // Every other node is the one the first build made: kept as it was, none dropped.
    expect(nodes.size).toBe(before.size);
    for (const [id, node] of before) if (!made.includes(id)) expect(nodes.get(id)).toBe(node);
    expect(nodes.get("sports")).toMatchObject({ title: "Sports and Recreation" });
  });

  it("unpublishes a story whose file was deleted though a warm build's cache still has its nodes", async () => {
    const files = shippedFiles();
    const storyFile = Object.keys(files).find((file) => file.startsWith("stories/"))!;
    const { slug } = JSON.parse(files[storyFile]!) as { slug: string };
    const { nodes, args } = fakeGatsby(files, [storyFile]);
    expect(await syncContentNodes(args)).toBe(true);
    const stories = ofType(nodes, "Story");
    expect(stories.length).toBeGreaterThan(0);
    expect(stories.map((story) => story.slug)).not.toContain(slug);
  });
});
