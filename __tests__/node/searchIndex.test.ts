import fs from "fs";
import path from "path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import {
  planSearchIndex,
  writeSearchIndex,
  type SearchIndexPlan,
} from "../../src/node/searchIndex";
import { makeTempDir } from "../support/tempDir";

/** A built site's pages: the front page, an author, the FAQ and the given story addresses. */
function builtSite(storyPaths: readonly string[]) {
  const dir = makeTempDir("search-index");
  const publicDir = path.join(dir, "public");
  const pages = ["/", "/authors/renee-okafor/", "/faq/", ...storyPaths];
  for (const page of [...pages, "/page-data/index/"]) {
    fs.mkdirSync(path.join(publicDir, page), { recursive: true });
    fs.writeFileSync(path.join(publicDir, page, "index.html"), "<html></html>");
  }
  return { dir, publicDir };
}

const graphqlOf = (storyPaths: readonly string[]) =>
  (async () => ({
    data: { allStory: { nodes: storyPaths.map((storyPath) => ({ path: storyPath })) } },
  })) as unknown as CreatePagesArgs["graphql"];

const reporter = { panic: jest.fn() } as unknown as Reporter;

describe("planSearchIndex", () => {
  it("puts the newest stories and every other page in the first index, the older ones by twos from the oldest", async () => {
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
          "index.html",
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

describe("writeSearchIndex", () => {
  it("says to build first when gatsby build has left no plan, and touches no index", async () => {
    const { dir, publicDir } = builtSite([]);
    fs.mkdirSync(path.join(publicDir, "pagefind"));
    await expect(
      writeSearchIndex({
        publicDir,
        stagingDir: path.join(dir, ".cache", "search-pages"),
        planFile: path.join(dir, ".cache", "search-index-plan.json"),
      }),
    ).rejects.toThrow(/search-index-plan\.json is missing: run gatsby build first/);
    expect(fs.existsSync(path.join(publicDir, "pagefind"))).toBe(true);
  });
});
