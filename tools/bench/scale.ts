// The bench's scale mode (`npm run bench -- --stories 30000`): the shipped content plus N generated
// stories, built cold, warm with nothing changed and warm after one more story; the peak memory of
// each build's process tree, the page count, the size of public/ and what of it is published
// (bytes and files, a story's share, and which hosts' limits it fits: tools/hostLimits.ts),
// and the largest HTML and page-data file of each kind of page, against the archive's bounds and
// goals (docs/performance.md).
// Writes bench-results/scale-N.json; exits 1 when a page breaks a bound (naming the worst file).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkHostLimits, HOST_IDS, HOSTS } from "../hostLimits";
import { measurePageWeight, publicDirReader } from "../pageWeight";
import { PUBLISHED_KINDS, publishDelta, publishedFiles } from "../publishDelta";
import { isBuildInternal, measureSite } from "../siteSize";
import { addStory, writeStoryContent } from "./content";
import { gatsbyBuild, log, mb, PUBLIC_DIR, RESULTS_DIR, ROOT, seconds, table } from "./support";

/** Bounds no page may break at any archive size (the bench fails on them). */
const PAGE_BOUNDS = { htmlBytes: 160_000, pageDataBytes: 100_000, seeAllJsonBytes: 100_000 };

/** Goals on a two-core machine at 30,000 stories (printed against the figures). */
const SCALE_GOALS = {
  stories: 30_000,
  coldMs: 10 * 60_000,
  oneStoryWarmMs: 90_000,
  peakMemoryBytes: 3_000_000_000,
};

/** The kind of page a built file belongs to, by its address. */
function pageKind(relativePath: string): string {
  const address = relativePath
    .replace(/^page-data\//, "")
    .replace(/(index\.html|page-data\.json)$/, "");
  // The front page's HTML is index.html; its page data, page-data/index/page-data.json.
  if (address === "" || address === "index/") return "front page";
  if (address.startsWith("sq/")) return "static query";
  const [first, ...rest] = address.split("/").filter(Boolean);
  if (first === "sections") return "section archive";
  if (first === "topics") return "topic";
  if (first === "authors") return "author";
  if (first === "corrections") return "corrections";
  return rest.length > 0 ? "story" : "other page";
}

interface SizedFile {
  file: string;
  bytes: number;
}

/** Every file under `dir` whose name is `name`, with its size, as paths relative to `dir`. */
function filesNamed(dir: string, name: string | RegExp, prefix = ""): SizedFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return filesNamed(path.join(dir, entry.name), name, relative);
    if (name instanceof RegExp ? !name.test(entry.name) : entry.name !== name) return [];
    return [{ file: relative, bytes: fs.statSync(path.join(dir, entry.name)).size }];
  });
}

/** The largest file of each kind of page. */
function largestByKind(files: readonly SizedFile[]): Record<string, SizedFile> {
  const largest = new Map<string, SizedFile>();
  for (const entry of files) {
    const kind = pageKind(entry.file);
    if ((largest.get(kind)?.bytes ?? -1) < entry.bytes) largest.set(kind, entry);
  }
  return Object.fromEntries([...largest].sort(([a], [b]) => a.localeCompare(b)));
}

export async function runScaleBench(count: number): Promise<boolean> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "detroit-herald-scale-"));
  const contentDir = path.join(tempDir, "content");
  log(`Scale: the shipped content plus ${count.toLocaleString("en-US")} generated stories`);
  writeStoryContent(path.join(ROOT, "content"), contentDir, count);
  try {
    const id = `scale-${count}`;
    const cold = await gatsbyBuild(`${id}-cold`, "cold", { clean: true, contentDir });
    const unchanged = await gatsbyBuild(`${id}-warm`, "warm, nothing changed", { contentDir });
    const before = publishedFiles(PUBLIC_DIR);
    addStory(contentDir);
    const oneStory = await gatsbyBuild(`${id}-one-story`, "warm, one story added", { contentDir });
    // What a host that uploads only changed files would receive for this one story.
    const oneStoryDelta = publishDelta(before, publishedFiles(PUBLIC_DIR));

    const html = filesNamed(PUBLIC_DIR, "index.html");
    const pageData = filesNamed(path.join(PUBLIC_DIR, "page-data"), "page-data.json", "page-data");
    const seeAll = fs.existsSync(path.join(PUBLIC_DIR, "stories"))
      ? filesNamed(path.join(PUBLIC_DIR, "stories"), /\.json$/, "stories")
      : [];
    const worst = (files: readonly SizedFile[]) =>
      files.reduce<Partial<SizedFile> & { bytes: number }>((a, b) => (b.bytes > a.bytes ? b : a), {
        bytes: 0,
      });
    const results = {
      stories: count,
      machine: { cpus: os.cpus().length, node: process.version },
      builds: { cold, unchanged, oneStory },
      pages: html.length,
      publicBytes: measureSite(PUBLIC_DIR).bytes,
      // What the deploy workflow uploads: public/ less source maps, stats and header files.
      published: measureSite(PUBLIC_DIR, isBuildInternal),
      largestHtml: largestByKind(html),
      largestPageData: largestByKind(pageData),
      largestSeeAllJson: worst(seeAll),
      publishDelta: oneStoryDelta,
      // Gzipped, as served: compare with the shipped content's in `npm run bench` (within 10 %).
      frontPageFirstLoadBytes: measurePageWeight("/index.html", publicDirReader(PUBLIC_DIR)).totals
        .firstLoad,
      bounds: PAGE_BOUNDS,
      goals: SCALE_GOALS,
    };
    fs.writeFileSync(path.join(RESULTS_DIR, `${id}.json`), `${JSON.stringify(results, null, 2)}\n`);

    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
    const size = (bytes: number) => (bytes >= 1_000_000 ? mb(bytes) : kb(bytes));
    const goal = (text: string) => (count >= SCALE_GOALS.stories ? text : `${text} at 30,000`);
    log();
    log(
      table(
        ["figure", "value", "goal"],
        [
          ["cold build", seconds(cold.elapsed), goal(`≤ ${seconds(SCALE_GOALS.coldMs)}`)],
          ["warm build, nothing changed", seconds(unchanged.elapsed), "-"],
          [
            "warm build, one story added",
            seconds(oneStory.elapsed),
            goal(`≤ ${seconds(SCALE_GOALS.oneStoryWarmMs)}`),
          ],
          [
            "peak memory (process tree)",
            mb(Math.max(cold.peakMemoryBytes, unchanged.peakMemoryBytes, oneStory.peakMemoryBytes)),
            goal(`≤ ${mb(SCALE_GOALS.peakMemoryBytes)}`),
          ],
          ["pages", html.length.toLocaleString("en-US"), "-"],
          [
            "front page first load (gzip)",
            kb(results.frontPageFirstLoadBytes),
            "within 10 % of the shipped content's",
          ],
          ["public/", mb(results.publicBytes), "-"],
          [
            "published (less maps, stats, header files)",
            `${mb(results.published.bytes)} in ${results.published.files.toLocaleString("en-US")} files`,
            goal("≤ 1 GB, ≤ 100,000 files"),
          ],
          [
            "its largest file; its fullest folder",
            `${kb(results.published.largestFile?.bytes ?? 0)} ${results.published.largestFile?.path}; ` +
              `${results.published.fullestFolder?.files} files in ${results.published.fullestFolder?.path}`,
            "≤ 25 MiB (Cloudflare); ≤ 54,000 (Netlify)",
          ],
          [
            "a story's share of it (published ÷ stories)",
            `${kb(results.published.bytes / count)}, ${(results.published.files / count).toFixed(2)} files`,
            "-",
          ],
          [
            "largest See All file",
            kb(results.largestSeeAllJson.bytes),
            `≤ ${kb(PAGE_BOUNDS.seeAllJsonBytes)}`,
          ],
        ],
      ),
    );
    log();
    const largest = (entry: SizedFile | undefined) =>
      entry ? `${kb(entry.bytes)} ${entry.file}` : "-";
    const kinds = [
      ...new Set([...Object.keys(results.largestHtml), ...Object.keys(results.largestPageData)]),
    ];
    log(
      table(
        ["page kind", "largest HTML", "largest page-data"],
        kinds.map((kind) => [
          kind,
          largest(results.largestHtml[kind]),
          largest(results.largestPageData[kind]),
        ]),
      ),
    );
    log();
    log("What is published, against each host's limits (tools/hostLimits.ts):");
    for (const hostId of HOST_IDS) {
      const host = HOSTS[hostId];
      const { within, lines } = checkHostLimits(host, results.published);
      log(`  ${host.name}: ${within ? "within" : lines.join(" ")}`);
    }
    log();
    log("What one new story changes in the published output (new or changed files):");
    log(
      table(
        ["kind", "files", "bytes", "for example"],
        [
          ...PUBLISHED_KINDS.map((kind) => [
            kind,
            oneStoryDelta.byKind[kind].files.toLocaleString("en-US"),
            size(oneStoryDelta.byKind[kind].bytes),
            oneStoryDelta.examples[kind].join(", "),
          ]),
          [
            "all",
            oneStoryDelta.uploaded.files.toLocaleString("en-US"),
            size(oneStoryDelta.uploaded.bytes),
            `${oneStoryDelta.removed} removed; ${goal("goal ≤ 1,000 files, 30 MB")}`,
          ],
        ],
      ),
    );
    const broken = (
      [
        [worst(html), PAGE_BOUNDS.htmlBytes, "HTML"],
        [worst(pageData), PAGE_BOUNDS.pageDataBytes, "page-data"],
        [results.largestSeeAllJson, PAGE_BOUNDS.seeAllJsonBytes, "See All JSON"],
      ] as const
    ).filter(([file, bound]) => file.bytes > bound);
    for (const [file, bound, what] of broken) {
      log(`BOUND BROKEN: ${what} ${file.file} is ${kb(file.bytes)} (at most ${kb(bound)})`);
    }
    log(
      `\nFigures: bench-results/${id}.json. public/ now holds this generated build: run npm run build before serving the site.`,
    );
    return broken.length === 0;
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}
