#!/usr/bin/env node
// Serves the production build the way a plain static host does: files as they are,
// `dir/` from `dir/index.html`, the `404.html` nearest the address (an edition's under its
// folder, as Cloudflare Pages does; the root's else) with status 404 for anything else, and the
// headers listed in `public/_headers` (the format Netlify and Cloudflare Pages read), and an ETag
// with each file, so a browser that asks again with If-None-Match gets 304 and no body.
// Usage: node scripts/serve.mjs [--port 9000] [--dir public] [--no-headers]
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const port = Number(option("port", process.env.PORT ?? "9000"));
const root = path.resolve(option("dir", "public"));
const useHeaders = !args.includes("--no-headers");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
]);

/** Parses `_headers`: a path pattern line, then indented `Name: value` lines. */
function readHeaderRules() {
  const file = path.join(root, "_headers");
  if (!useHeaders || !existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      const regex = new RegExp(
        `^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`,
      );
      rules.push({ regex, headers: [] });
    } else if (rules.length > 0) {
      const [name, ...value] = line.trim().split(":");
      rules.at(-1).headers.push([name.trim(), value.join(":").trim()]);
    }
  }
  return rules;
}

const headerRules = readHeaderRules();

/** The 404.html in the address's folder or the nearest above it, ending at the root's. */
function nearestNotFound(urlPath) {
  const folders = urlPath.split("/").slice(1, -1);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const candidate = path.join(root, ...folders.slice(0, depth), "404.html");
    if (candidate.startsWith(root) && existsSync(candidate)) return candidate;
  }
  return path.join(root, "404.html");
}

async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined; // a malformed address (`/%`) is a missing page, not a crashed server
  }
  const safe = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  let candidate = path.join(root, safe);
  if (!candidate.startsWith(root)) return undefined;
  try {
    const info = await stat(candidate);
    if (info.isDirectory()) {
      if (!urlPath.endsWith("/")) return { redirect: `${urlPath}/` };
      candidate = path.join(candidate, "index.html");
      await stat(candidate);
    }
    return { file: candidate };
  } catch {
    return undefined;
  }
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const resolved = await resolveFile(url.pathname);
  if (resolved?.redirect) {
    response.writeHead(301, { Location: resolved.redirect + url.search });
    response.end();
    return;
  }
  const status = resolved ? 200 : 404;
  const file = resolved?.file ?? nearestNotFound(url.pathname);
  let body;
  try {
    body = await readFile(file);
  } catch {
    response.writeHead(404, { "Content-Type": "text/plain" });
    response.end("Not found");
    return;
  }
  const extension = path.extname(file);
  const headers = { "Content-Type": TYPES[extension] ?? "application/octet-stream" };
  for (const rule of headerRules) {
    if (rule.regex.test(url.pathname))
      for (const [name, value] of rule.headers) headers[name] = value;
  }
  if (status === 200) {
    // Weak: the same file is sent gzipped or not, as the browser asks.
    headers.ETag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.Vary = "Accept-Encoding";
    const asked = request.headers["if-none-match"] ?? "";
    if (asked.split(",").some((tag) => tag.trim() === headers.ETag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
  }
  if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
    body = gzipSync(body);
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === "HEAD" ? undefined : body);
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Serving ${root} at http://localhost:${port}/`);
});
