/** @jest-environment node */
import fs from "fs";
import path from "path";
import { publishedSite } from "../../tools/support/publishedSite";
import { FIXTURE_CONTENT_DIR } from "../support/content";
import { makeTempDir } from "../support/tempDir";

/** A built site as far as publishedSite reads it: the home page's data, with the build's moment. */
function siteBuiltAt(dir: string, moment: string) {
  const pageData = path.join(dir, "page-data", "index", "page-data.json");
  fs.mkdirSync(path.dirname(pageData), { recursive: true });
  fs.writeFileSync(
    pageData,
    JSON.stringify({ result: { data: { site: { buildMoment: moment } } } }),
  );
}

/** Renames the first story in `contentDir`; its file and the new headline. */
function renameFirstStory(contentDir: string, headline: string) {
  const month = path.join(contentDir, "stories", "2026", "11");
  const [first] = fs.readdirSync(month).sort();
  if (!first) throw new Error(`${month} holds no story`);
  const file = path.join(month, first);
  const story = JSON.parse(fs.readFileSync(file, "utf8")) as { slug: string; headline: string };
  fs.writeFileSync(file, JSON.stringify({ ...story, headline }, null, 2));
  return story.slug;
}

const headlineOf = (published: ReturnType<typeof publishedSite>, slug: string) =>
  published.content["stories/*.json"].find((story) => story.slug === slug)?.headline;

describe("publishedSite", () => {
  const keptIn = () => path.join(makeTempDir("published-site"), "published-site.json");
  let contentDir: string;
  let siteDir: string;

  beforeEach(() => {
    contentDir = makeTempDir("content");
    fs.cpSync(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
    siteDir = makeTempDir("site");
    siteBuiltAt(siteDir, "2026-11-28T12:00:00.000Z");
  });

  afterEach(() => {
    delete process.env.PUBLISHED_SITE_FILE;
  });

  it("reads the content once for every process of one content path (PUBLISHED_SITE_FILE)", () => {
    process.env.PUBLISHED_SITE_FILE = keptIn();
    const first = publishedSite(contentDir, siteDir);
    const slug = renameFirstStory(contentDir, "Renamed after the first read");
    // The same folders and build: what the first read kept, the same stories and schedule.
    const again = publishedSite(contentDir, siteDir);
    expect(again).toEqual(JSON.parse(JSON.stringify(first)));
    expect(headlineOf(again, slug)).not.toBe("Renamed after the first read");
  });

  it("reads the content again for another build or another content folder", () => {
    process.env.PUBLISHED_SITE_FILE = keptIn();
    publishedSite(contentDir, siteDir);
    const slug = renameFirstStory(contentDir, "Renamed before the next build");
    siteBuiltAt(siteDir, "2026-11-28T12:05:00.000Z");
    expect(headlineOf(publishedSite(contentDir, siteDir), slug)).toBe(
      "Renamed before the next build",
    );
    const otherContent = makeTempDir("other-content");
    fs.cpSync(FIXTURE_CONTENT_DIR, otherContent, { recursive: true });
    renameFirstStory(otherContent, "In another folder");
    expect(headlineOf(publishedSite(otherContent, siteDir), slug)).toBe("In another folder");
  });

  it("keeps nothing and reads every time without PUBLISHED_SITE_FILE", () => {
    publishedSite(contentDir, siteDir);
    const slug = renameFirstStory(contentDir, "Renamed, read at once");
    expect(headlineOf(publishedSite(contentDir, siteDir), slug)).toBe("Renamed, read at once");
  });
});
