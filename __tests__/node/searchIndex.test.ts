import fs from "fs";
import path from "path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import {
  planSearchIndex,
  writeSearchIndex,
  type SearchIndexPlan,
} from "../../src/node/searchIndex";
import { makeTempDir } from "../support/tempDir";

/**
 * A built site's pages: the front page and a topic's archive (lists, with no body for Pagefind),
 * an author, the FAQ and the given story addresses (each with its body marked).
 */
function builtSite(storyPaths: readonly string[]) {
  const dir = makeTempDir("search-index");
  const publicDir = path.join(dir, "public");
  const write = (page: string, html: string) => {
    fs.mkdirSync(path.join(publicDir, page), { recursive: true });
    fs.writeFileSync(path.join(publicDir, page, "index.html"), html);
  };
  for (const page of ["/", "/topics/belle-isle/", "/page-data/index/"]) {
    write(page, "<html><body><main><h1>A list</h1></main></body></html>");
  }
  for (const page of ["/authors/renee-okafor/", "/faq/", ...storyPaths]) {
    write(page, "<html><body><main data-pagefind-body><h1>A page</h1></main></body></html>");
  }
  return { dir, publicDir };
}

const graphqlOf = (storyPaths: readonly string[]) =>
  (async () => ({
    data: { allStory: { nodes: storyPaths.map((storyPath) => ({ path: storyPath })) } },
  })) as unknown as CreatePagesArgs["graphql"];

const reporter = { panic: jest.fn() } as unknown as Reporter;

describe("planSearchIndex", () => {
  it("puts the newest stories and every other page with a body in the first index, the older ones by twos from the oldest", async () => {
    // Newest first, as the query sorts them.
    const stories = Array.from({ length: 7 }, (_, n) => `/local-news/story-${7 - n}/`);
    const { dir, publicDir } = builtSite(stories);
    const planFile = path.join(dir, ".cache", "search-index-plan.json");
    await planSearchIndex({
      graphql: graphqlOf(stories),
      reporter,
      publicDir,
      planFile,
      perIndex: 2,
    });
    const plan = JSON.parse(fs.readFileSync(planFile, "utf8")) as SearchIndexPlan;
    expect(plan.tiers).toEqual([
      {
        dir: "pagefind",
        files: [
          "authors/renee-okafor/index.html",
          "faq/index.html",
          "local-news/story-5/index.html",
          "local-news/story-6/index.html",
          "local-news/story-7/index.html",
        ],
      },
      {
        dir: "pagefind-older/2",
        files: ["local-news/story-4/index.html", "local-news/story-3/index.html"],
      },
      {
        dir: "pagefind-older/1",
        files: ["local-news/story-2/index.html", "local-news/story-1/index.html"],
      },
    ]);
  });
});

/** The files of a site's build step: its plan, its digests and the staging folder. */
const stepFiles = (dir: string) => ({
  stagingDir: path.join(dir, ".cache", "search-pages"),
  planFile: path.join(dir, ".cache", "search-index-plan.json"),
  digestFile: path.join(dir, ".cache", "search-index-digests.json"),
});

describe("writeSearchIndex", () => {
  it("says to build first when gatsby build has left no plan, and touches no index", async () => {
    const { dir, publicDir } = builtSite([]);
    fs.mkdirSync(path.join(publicDir, "pagefind"));
    await expect(writeSearchIndex({ publicDir, ...stepFiles(dir) })).rejects.toThrow(
      /search-index-plan\.json is missing: run gatsby build first/,
    );
    expect(fs.existsSync(path.join(publicDir, "pagefind"))).toBe(true);
  });

  describe("publish after publish (Pagefind itself, on a few pages)", () => {
    const storyPath = (n: number) => `/local-news/story-${n}/`;
    /** Builds and indexes the site of stories 1…count, as `npm run build` does, in `dir`. */
    async function build(dir: string, count: number, words = (n: number) => `story ${n}`) {
      const publicDir = path.join(dir, "public");
      const stories = Array.from({ length: count }, (_, n) => storyPath(count - n));
      for (const story of stories) {
        fs.mkdirSync(path.join(publicDir, story), { recursive: true });
        const n = Number(/(\d+)\/$/.exec(story)?.[1]);
        const file = path.join(publicDir, story, "index.html");
        const html = `<html lang="en"><body><main data-pagefind-body><h1>${words(n)}</h1></main></body></html>`;
        // As Gatsby does, a page is written only when the build changes it.
        if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== html) {
          fs.writeFileSync(file, html);
        }
      }
      const files = stepFiles(dir);
      await planSearchIndex({
        graphql: graphqlOf(stories),
        reporter,
        publicDir,
        planFile: files.planFile,
        perIndex: 2,
      });
      await writeSearchIndex({ publicDir, ...files });
      return publicDir;
    }
    /** When each index's entry file was written: a kept index keeps its file. */
    const written = (publicDir: string) =>
      Object.fromEntries(
        ["pagefind", "pagefind-older/1", "pagefind-older/2", "pagefind-older/3"]
          .map((tier) => [tier, path.join(publicDir, tier, "pagefind-entry.json")] as const)
          .filter(([, entry]) => fs.existsSync(entry))
          .map(([tier, entry]) => [tier, fs.statSync(entry).mtimeMs]),
      );

    it("makes again only the indexes whose pages changed, and drops those no longer planned", async () => {
      const dir = makeTempDir("search-publish");
      const publicDir = await build(dir, 7);
      const first = written(publicDir);
      expect(Object.keys(first).sort()).toEqual([
        "pagefind",
        "pagefind-older/1",
        "pagefind-older/2",
      ]);

      // A new story: the newest index changes, the older ones are kept.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await build(dir, 8);
      const second = written(publicDir);
      expect(second["pagefind-older/1"]).toBe(first["pagefind-older/1"]);
      expect(second["pagefind-older/2"]).toBe(first["pagefind-older/2"]);
      expect(second["pagefind-older/3"]).toBeDefined();
      expect(second.pagefind).not.toBe(first.pagefind);

      // The oldest story corrected: its index is made again, from its new words.
      await build(dir, 8, (n) => (n === 1 ? "story 1 corrected" : `story ${n}`));
      const third = written(publicDir);
      expect(third["pagefind-older/1"]).not.toBe(second["pagefind-older/1"]);
      expect(third["pagefind-older/2"]).toBe(second["pagefind-older/2"]);

      // Fewer stories, fewer indexes: the one no longer planned is gone.
      fs.rmSync(path.join(publicDir, "local-news"), { recursive: true });
      await build(dir, 5);
      expect(Object.keys(written(publicDir)).sort()).toEqual(["pagefind", "pagefind-older/1"]);
    }, 30_000);

    it("makes every index again when the last run's digests are gone (a cold cache)", async () => {
      const dir = makeTempDir("search-cold");
      const publicDir = await build(dir, 6);
      const first = written(publicDir);
      fs.rmSync(stepFiles(dir).digestFile);
      await new Promise((resolve) => setTimeout(resolve, 20));
      await build(dir, 6);
      const second = written(publicDir);
      for (const tier of Object.keys(first)) expect(second[tier]).not.toBe(first[tier]);
    }, 30_000);
  });
});
