import fs from "node:fs";
import path from "node:path";
import type { Content } from "../../src/content/contentFiles";
import { prepareContent } from "../../src/content/prepareContent";
import { isInEnglish } from "../../src/model/newsStories";
import { publishedContent } from "../../src/model/schedule";
import { SECTION_LAYOUT } from "../../src/model/sectionLayout";
import { formatProblems } from "../../src/content/problems";
import { readContentFolder } from "../../src/node/contentDir";

/**
 * Reads a content folder as the pages receive it: checked, without `$schema`, and with the facts
 * prose quotes by placeholder (`{foundingYear}`) filled in, as the build fills them. Scheduled
 * stories are still in it: this is what the development server shows, not what a build publishes.
 */
export function checkedContent(dir: string) {
  const prepared = prepareContent(readContentFolder(dir), {
    fileExists: (file) => fs.existsSync(path.join(dir, file)),
  });
  if (!prepared.ok)
    throw new Error(`${dir} is not valid content:\n${formatProblems(prepared.problems)}`);
  return prepared.content;
}

/** The moment a built site was built for: GraphQL's `Site.buildMoment`, in its home page's data. */
export function builtMoment(siteDir: string): number {
  const file = path.join(siteDir, "page-data", "index", "page-data.json");
  if (!fs.existsSync(file)) throw new Error(`${siteDir} holds no built site: build it first`);
  const pageData = JSON.parse(fs.readFileSync(file, "utf8")) as {
    result?: { data?: { site?: { buildMoment?: string } } };
  };
  const moment = Date.parse(pageData.result?.data?.site?.buildMoment ?? "");
  if (Number.isNaN(moment)) throw new Error(`${file} does not say when the site was built`);
  return moment;
}

/**
 * What the site built into `siteDir` from the content in `contentDir` publishes, by the site's own
 * rules at the moment of that build (src/model/schedule.ts): every check of a built site reads
 * what it expects from this, so a story an editor scheduled is expected nowhere, and its absence
 * is checked instead (`scheduled`).
 */
export function publishedSite(contentDir: string, siteDir: string) {
  const moment = builtMoment(siteDir);
  // The content path's checks run in several processes (its own, Playwright's, each worker's),
  // which would each read and check the whole archive again, a cost that grows with it. The
  // first keeps what it read in PUBLISHED_SITE_FILE, by content folder and build moment.
  const keptIn = process.env.PUBLISHED_SITE_FILE;
  const key = [path.resolve(contentDir), moment].join(" ");
  if (keptIn && fs.existsSync(keptIn)) {
    const kept = JSON.parse(fs.readFileSync(keptIn, "utf8")) as KeptPublishedSite;
    if (kept.key === key) return kept.published;
  }
  const published = publishedContent(checkedContent(contentDir), moment);
  if (published.problem)
    throw new Error(`The site in ${siteDir} cannot have been built: ${published.problem.message}`);
  if (keptIn) fs.writeFileSync(keptIn, JSON.stringify({ key, published }));
  return published;
}

interface KeptPublishedSite {
  key: string;
  published: ReturnType<typeof publishedContent<Content>>;
}

/**
 * The stories a section shows once expanded: its written ones in English (at most the front
 * page's bound), then the samples up to the per-section count, unless home.json switches the
 * samples off.
 */
export function expandedCount(content: Content, categoryId: string): number {
  const written = Math.min(
    content["stories/*.json"].filter((story) => story.section === categoryId && isInEnglish(story))
      .length,
    SECTION_LAYOUT.maxWrittenCount,
  );
  return content["home.json"].showSampleStories
    ? Math.max(written, content["headlines.json"].articlesPerCategory)
    : written;
}
