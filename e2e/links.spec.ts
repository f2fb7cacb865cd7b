import fs from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { listBuiltPages } from "../src/node/builtPages";
import { SITE_DIR, writtenByThisBuild } from "./support/content";

const PUBLIC_DIR = path.resolve(SITE_DIR);
const readBuilt = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");

/** The production address canonical links, Open Graph images and the sitemap point at. */
const SITE_ORIGIN = new URL(
  /<link rel="canonical" href="([^"]+)"/.exec(readBuilt("index.html"))?.[1] ?? "http://invalid",
).origin;

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Addresses a page links to or loads: href, src and srcset attributes, and meta URLs. */
function referencesIn(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|src|poster)="([^"]*)"/gi)].map((m) => m[1]);
  const sourceSets = [...html.matchAll(/\ssrcset="([^"]*)"/gi)].flatMap((m) =>
    (m[1] ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/)[0]),
  );
  const metaUrls = [...html.matchAll(/<meta\b[^>]*\scontent="(https?:\/\/[^"]*)"/gi)].map(
    (m) => m[1],
  );
  return [...attributes, ...sourceSets, ...metaUrls]
    .filter((value): value is string => !!value)
    .map(decodeEntities);
}

/** The local path of an internal address (ours, or the production site's), else undefined. */
function internalUrl(reference: string, fromPath: string): URL | undefined {
  if (/^(mailto|tel|data|javascript):/i.test(reference)) return undefined;
  const url = new URL(reference, `${SITE_ORIGIN}${fromPath}`);
  return url.origin === SITE_ORIGIN ? url : undefined;
}

interface Target {
  /** Pages that reference it, for the failure message. */
  from: Set<string>;
  /** Element ids the references expect on the target page (`/#local-news`). */
  fragments: Set<string>;
}

/** Every internal address referenced by the built pages, the sitemap, the feed and the manifest. */
function collectTargets(): Map<string, Target> {
  const targets = new Map<string, Target>();
  const add = (reference: string, fromPath: string, source: string) => {
    const url = internalUrl(reference, fromPath);
    if (!url) return;
    const key = url.pathname + url.search;
    const target = targets.get(key) ?? { from: new Set(), fragments: new Set() };
    target.from.add(source);
    if (url.hash.length > 1) target.fragments.add(decodeURIComponent(url.hash.slice(1)));
    targets.set(key, target);
  };
  for (const file of listBuiltPages(PUBLIC_DIR).filter(writtenByThisBuild)) {
    const fromPath = `/${file}`.replace(/index\.html$/, "");
    for (const reference of referencesIn(readBuilt(file))) add(reference, fromPath, file);
  }
  // The sitemap index and every child sitemap it lists.
  for (const [, child] of readBuilt("sitemap.xml").matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const name = new URL(decodeEntities(child ?? "")).pathname.slice(1);
    add(decodeEntities(child ?? ""), "/", "sitemap.xml");
    if (!writtenByThisBuild(name)) continue;
    for (const [, loc] of readBuilt(name).matchAll(/<loc>([^<]+)<\/loc>/g)) {
      add(decodeEntities(loc ?? ""), "/", name);
    }
  }
  for (const [, link] of readBuilt("rss.xml").matchAll(/<link>([^<]+)<\/link>/g)) {
    add(decodeEntities(link ?? ""), "/", "rss.xml");
  }
  const manifest = JSON.parse(readBuilt("manifest.webmanifest")) as {
    start_url: string;
    icons: { src: string }[];
  };
  for (const reference of [manifest.start_url, ...manifest.icons.map((icon) => icon.src)]) {
    add(reference, "/", "manifest.webmanifest");
  }
  return targets;
}

test("every internal link and asset of the built site answers 200 on a static host", async ({
  baseURL,
}) => {
  const targets = [...collectTargets()];
  expect(targets.length).toBeGreaterThan(20);
  // Every link of the site is fetched: the time grows with the archive (a few ms a link).
  test.setTimeout(30_000 + targets.length * 20);
  const broken: string[] = [];
  const check = async ([address, target]: [string, Target]) => {
    // Node's own fetch, on kept-alive connections: Playwright's request context passes each
    // response through its driver, which a site of tens of thousands of links cannot afford.
    // No redirects either: links point at the canonical address (`/faq/`, not `/faq`). Only a
    // link to an element asks for the page's body: the others ask for headers alone (HEAD).
    const method = target.fragments.size > 0 ? "GET" : "HEAD";
    const response = await fetch(new URL(address, baseURL), { method, redirect: "manual" });
    const from = [...target.from].slice(0, 3).join(", ");
    const body = await response.text();
    if (response.status !== 200) {
      broken.push(`${address} answers ${response.status} (linked from ${from})`);
      return;
    }
    for (const fragment of target.fragments) {
      if (!body.includes(`id="${fragment}"`)) {
        broken.push(`${address}#${fragment}: no element with that id (linked from ${from})`);
      }
    }
  };
  // Eight at a time: a site of thousands of stories has thousands of links to fetch.
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < targets.length) await check(targets[next++]!);
    }),
  );
  broken.sort();
  expect(broken, "links and files that do not answer").toEqual([]);
});
