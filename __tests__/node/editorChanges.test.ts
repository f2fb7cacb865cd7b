/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { Node } from "gatsby";
import { folderFilePath } from "../../src/content/contentFiles";
import { editionSpec } from "../../src/content/specs/editions";
import { storySpec } from "../../src/content/specs/stories";
import { prepareContent } from "../../src/content/prepareContent";
import { formatProblems } from "../../src/content/problems";
import { isInEnglish } from "../../src/model/newsStories";
import { contentPaths } from "../../src/node/contentDir";
import { readContentFolder } from "../support/content";
import { makeTempDir } from "../support/tempDir";

/**
 * The promise to editors: an ordinary change to the shipped content (a figure, a phone number, a
 * section's title, a new section, author or story, a story taken down) is published by the
 * build, with no developer. This is the one place the tests read the shipped content/, and they
 * pin none of its values: each edit is made on whatever the content holds today.
 */
const SHIPPED_CONTENT = path.join(__dirname, "..", "..", "content");

type Json = Record<string, unknown>;
type Story = Json & {
  slug: string;
  section: string;
  authors: string[];
  language?: string;
  translationOf?: string;
};

const readJson = <T = Json>(dir: string, file: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as T;
const writeJson = (dir: string, file: string, data: unknown) =>
  fs.writeFileSync(path.join(dir, file), `${JSON.stringify(data, null, 2)}\n`);

/** A copy of the shipped content with the edits an editor makes every week. */
function editedCopy() {
  const dir = path.join(makeTempDir("editor-changes"), "content");
  fs.cpSync(SHIPPED_CONTENT, dir, { recursive: true });

  const home = readJson<{ weather: { temperatureF: number } }>(dir, "home.json");
  home.weather.temperatureF += home.weather.temperatureF < 100 ? 3 : -3;
  writeJson(dir, "home.json", home);

  const site = readJson<{ contacts: { phone: string }[] }>(dir, "site.json");
  site.contacts[0]!.phone = "(313) 555-0123";
  writeJson(dir, "site.json", site);

  const categories = readJson<{ categories: Json[] }>(dir, "categories.json");
  const renamed = categories.categories[0]!;
  renamed.title = String(renamed.title).includes("&")
    ? String(renamed.title).replace("&", "and")
    : `${String(renamed.title)} Today`;
  const section = {
    id: "neighborhoods",
    title: "Neighborhoods",
    description: "Block by block",
    navLabel: "Neighborhoods",
  };
  categories.categories.push(section);
  writeJson(dir, "categories.json", categories);

  const headlines = readJson<{ headlines: { category: string; headlines: string[] }[] }>(
    dir,
    "headlines.json",
  );
  headlines.headlines.push({
    category: section.id,
    headlines: ["Porch lights return to Virginia Park", "A new mural on Vernor Highway"],
  });
  writeJson(dir, "headlines.json", headlines);

  // A new section is named in every edition too: the build refuses a missing translation.
  for (const file of contentPaths(dir, [editionSpec])) {
    const edition = readJson<{ sections: Json[] }>(dir, file);
    const { id: category, title, description, navLabel } = section;
    edition.sections.push({ category, title, description, navLabel });
    writeJson(dir, file, edition);
  }

  const authors = readJson<{ authors: Json[] }>(dir, "authors.json");
  const author = {
    id: "marisol-ybarra",
    name: "Marisol Ybarra",
    role: "Neighborhoods reporter",
    bio: "Marisol Ybarra covers Detroit's neighborhoods, block clubs and community groups.",
  };
  authors.authors.push(author);
  writeJson(dir, "authors.json", authors);

  const stories = contentPaths(dir, [storySpec]).map((file) => readJson<Story>(dir, file));
  const english = stories.filter(isInEnglish);
  const added: Story = {
    ...english[0]!,
    slug: "porch-lights-return-to-virginia-park",
    section: section.id,
    headline: "Porch lights return to Virginia Park as block club fixes 40 fixtures",
    authors: [author.id],
    corrections: [],
  };
  writeJson(dir, folderFilePath(storySpec, added), added);

  // Taken down: a story no other file points to (the hero, say, names its story, a translation
  // its original).
  const otherFiles = ["home.json", "site.json", "faq.json"].map((file) =>
    fs.readFileSync(path.join(dir, file), "utf8"),
  );
  const translated = new Set(stories.map((story) => story.translationOf));
  const removed = english.find(
    (story) =>
      !translated.has(story.slug) && !otherFiles.some((text) => text.includes(`"${story.slug}"`)),
  );
  if (!removed) throw new Error("the shipped content has no story that nothing points to");
  fs.rmSync(path.join(dir, folderFilePath(storySpec, removed)));

  return { dir, added, removed, section, author };
}

describe("the shipped content", () => {
  it("passes the content validator", () => {
    const prepared = prepareContent(readContentFolder(SHIPPED_CONTENT), {
      fileExists: (file) => fs.existsSync(path.join(SHIPPED_CONTENT, file)),
    });
    expect(prepared.ok ? "" : formatProblems(prepared.problems)).toBe("");
  });
});

describe("an editor's ordinary changes to the shipped content", () => {
  const edit = editedCopy();
  afterAll(() => fs.rmSync(path.dirname(edit.dir), { recursive: true, force: true }));

  it("pass the content validator", () => {
    const prepared = prepareContent(readContentFolder(edit.dir), {
      fileExists: (file) => fs.existsSync(path.join(edit.dir, file)),
    });
    expect(prepared.ok ? "" : formatProblems(prepared.problems)).toBe("");
  });

  it("build the pages' data: the new section, author and story get pages, the removed story none", async () => {
    const files = Object.fromEntries(
      Object.entries(readContentFolder(edit.dir)).map(([file, data]) => [
        file,
        JSON.stringify(data),
      ]),
    );
    const made: string[] = [];
    const testsContent = process.env.CONTENT_DIR;
    await jest.isolateModulesAsync(async () => {
      // The build code reads pictures from the content folder it was started on.
      process.env.CONTENT_DIR = edit.dir;
      const { syncContentNodes } = await import("../../src/node/contentNodes");
      const { createSitePages } = await import("../../src/node/sitePages");
      const { fakeGatsby } = await import("../support/fakeGatsby");
      const { nodes, args, reporter } = fakeGatsby(files);
      const synced = await syncContentNodes(args);
      expect(reporter.panicOnBuild.mock.calls).toEqual([]);
      expect(synced).toBe(true);
      const byType = (type: string) =>
        [...nodes.values()].filter((node: Node) => node.internal.type === type);
      createSitePages({
        actions: {
          createPage: (page: { path: string }) => void made.push(page.path),
          deletePage: () => undefined,
        } as never,
        getNodesByType: byType,
      });
    });
    process.env.CONTENT_DIR = testsContent;
    expect(made).toEqual(
      expect.arrayContaining([
        `/${edit.section.id}/`,
        `/${edit.section.id}/${edit.added.slug}/`,
        `/authors/${edit.author.id}/`,
      ]),
    );
    expect(made).not.toContain(`/${edit.removed.section}/${edit.removed.slug}/`);
  });
});
