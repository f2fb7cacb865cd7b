/** @jest-environment node */
import fs from "fs";
import path from "path";
import type { CreatePagesArgs, Reporter } from "gatsby";
import { writeSecurityHeaders, type PolicyCache } from "../../src/node/writeSecurityHeaders";
import { makeTempDir } from "../support/tempDir";

/** Pages as Gatsby writes them: no policy yet, each with the inline scripts it carries. */
type Pages = Record<string, string>;

const page = (title: string, script: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title><script>${script}</script></head><body><h1>${title}</h1></body></html>`;

const BUILT: Pages = {
  "index.html": page("Front page", "window.a=1"),
  "local-news/bus-shelters/index.html": page("Bus shelters", "window.a=1"),
  "local-news/page-2/index.html": page("Local News, page 2", "window.a=1"),
  "search/index.html": page("Search", "window.a=1"),
};

/** The answer of the pass's one query: the third parties the content uses. */
function fakeGraphql(imageUrls: string[]) {
  const data = {
    siteSettings: { ads: { scriptUrl: "https://ads.example/ads.js" }, cms: { authUrl: null } },
    homeContent: {
      hero: { imageUrl: null },
      video: { embedUrl: "https://video.example/embed" },
      imageFeed: { embedUrl: "https://feed.example/embed" },
      newsroom: {
        formUrl: "https://forms.example/f",
        formScriptUrl: "https://forms.example/f.js",
      },
      weather: { live: { enabled: false, apiUrl: "", forecastUrl: "" } },
    },
    partnersContent: { documents: [] },
    allArticle: { nodes: imageUrls.map((imageUrl) => ({ imageUrl })) },
  };
  return (async () => ({ data })) as unknown as CreatePagesArgs["graphql"];
}

const reporter = { panic: jest.fn(), warn: jest.fn() } as unknown as Reporter;

function memoryCache(): PolicyCache {
  const store = new Map<string, unknown>();
  return {
    get: async (key) => store.get(key),
    set: async (key, value) => store.set(key, value),
  };
}

/** Writes pages into `public/` as Gatsby does: changed ones written, removed ones deleted. */
function writePages(publicDir: string, pages: Pages, removed: string[] = []) {
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), html);
  }
  for (const file of removed) fs.rmSync(path.join(publicDir, file));
}

/** Every file under `dir`, by its relative path. */
function readTree(dir: string, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory()
        ? Object.entries(readTree(dir, relative))
        : [[relative, fs.readFileSync(path.join(dir, relative), "utf8")]];
    }),
  );
}

const temps: string[] = [];
const temp = () => {
  const dir = makeTempDir("security-headers");
  temps.push(dir);
  return dir;
};
afterAll(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A cold pass: the same pages in an empty folder, with nothing kept. */
async function coldPass(pages: Pages, imageUrls: string[]) {
  const publicDir = temp();
  writePages(publicDir, pages);
  await writeSecurityHeaders({
    graphql: fakeGraphql(imageUrls),
    reporter,
    publicDir,
    cache: memoryCache(),
  });
  return readTree(publicDir);
}

describe("writeSecurityHeaders on a kept build", () => {
  it("writes what a cold pass writes, after pages change, come and go", async () => {
    const publicDir = temp();
    const cache = memoryCache();
    const pass = (imageUrls: string[]) =>
      writeSecurityHeaders({ graphql: fakeGraphql(imageUrls), reporter, publicDir, cache });
    writePages(publicDir, BUILT);
    await pass([]);

    const changed: Pages = {
      "local-news/bus-shelters/index.html": page("Bus shelters", "window.b=2"),
      "local-news/new-story/index.html": page("New story", "window.a=1"),
    };
    writePages(publicDir, changed, ["local-news/page-2/index.html"]);
    await pass([]);
    const { "local-news/page-2/index.html": _removed, ...now } = { ...BUILT, ...changed };
    expect(readTree(publicDir)).toEqual(await coldPass(now, []));
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain("'sha256-");
  });

  it("writes every page again when the policy changes, though no page did", async () => {
    const publicDir = temp();
    const cache = memoryCache();
    writePages(publicDir, BUILT);
    await writeSecurityHeaders({ graphql: fakeGraphql([]), reporter, publicDir, cache });
    const images = ["https://photos.example/bridge.jpg"];
    await writeSecurityHeaders({ graphql: fakeGraphql(images), reporter, publicDir, cache });
    const tree = readTree(publicDir);
    expect(tree).toEqual(await coldPass(BUILT, images));
    expect(tree["index.html"]).toContain("https://photos.example");
  });

  it("admits the host of a live update's picture", async () => {
    const publicDir = temp();
    writePages(publicDir, BUILT);
    await writeSecurityHeaders({
      graphql: fakeGraphql([]),
      reporter,
      publicDir,
      cache: memoryCache(),
      remotePictures: new Set(["https://images.example.org/flood.jpg"]),
    });
    expect(readTree(publicDir)["index.html"]).toMatch(
      /img-src 'self'[^;]* https:\/\/images\.example\.org/,
    );
  });

  it("neither reads nor writes a page that is as the last pass left it", async () => {
    const publicDir = temp();
    const cache = memoryCache();
    writePages(publicDir, BUILT);
    await writeSecurityHeaders({ graphql: fakeGraphql([]), reporter, publicDir, cache });
    const file = path.join(publicDir, "local-news/bus-shelters/index.html");
    const before = fs.statSync(file).mtimeMs;
    const readFileSync = jest.spyOn(fs, "readFileSync");
    await writeSecurityHeaders({ graphql: fakeGraphql([]), reporter, publicDir, cache });
    expect(readFileSync.mock.calls.map(([read]) => String(read))).not.toContain(file);
    readFileSync.mockRestore();
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });
});

describe("writeSecurityHeaders and the bundle", () => {
  it("gives the hashed stylesheet and scripts in public/ a year-long cache, for every kind of host", async () => {
    const publicDir = temp();
    writePages(publicDir, {
      ...BUILT,
      "styles.4fb69bebeda6184a6671.css": "body{margin:0}",
      "app-4041875ac97de05fed1c.js": "0",
    });
    await writeSecurityHeaders({
      graphql: fakeGraphql([]),
      reporter,
      publicDir,
      cache: memoryCache(),
    });
    const cached = "public, max-age=31536000, immutable";
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(
      `/styles.4fb69bebeda6184a6671.css\n  Cache-Control: ${cached}`,
    );
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain(
      `/app-4041875ac97de05fed1c.js\n  Cache-Control: ${cached}`,
    );
    expect(fs.readFileSync(path.join(publicDir, "_headers.nginx.conf"), "utf8")).toContain(
      `"/styles.4fb69bebeda6184a6671.css" "${cached}";`,
    );
  });
});
