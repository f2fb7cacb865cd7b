// Checks the folder a deploy uploads against its host's limits (tools/hostLimits.ts), before
// the upload: over a limit, it names the limit, the figure and what to do, also in the run's
// summary (GITHUB_STEP_SUMMARY), and exits 1; within, it prints the figures and the headroom.
// Usage: tsx tools/check-host-limits.ts --host <github-pages|netlify|…> <folder>
import fs from "node:fs";
import { parseArgs } from "node:util";
import { checkHostLimits, describeSite, HOST_IDS, HOSTS, isHostId } from "./hostLimits";
import { measureSite } from "./siteSize";

function fail(lines: string[]): never {
  for (const line of lines) console.error(line);
  if (process.env.GITHUB_STEP_SUMMARY) {
    const summary = ["## The site was not published", ...lines, ""].join("\n\n");
    fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
  }
  process.exit(1);
}

const { values, positionals } = parseArgs({
  options: { host: { type: "string" } },
  allowPositionals: true,
});
const hostId = values.host ?? "";
if (!isHostId(hostId)) {
  const given = values.host === undefined ? "" : ` (not "${values.host}")`;
  fail([`--host names one of ${HOST_IDS.join(", ")}${given}. See docs/deployment.md.`]);
}
const folder = positionals.length === 1 ? positionals[0] : undefined;
if (folder === undefined) fail(["Usage: tsx tools/check-host-limits.ts --host <host> <folder>"]);
if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
  fail([`${folder} is not a folder: build the site first.`]);
}

const host = HOSTS[hostId];
const figures = measureSite(folder);
const { within, lines } = checkHostLimits(host, figures);
console.log(`${folder} for ${host.name}: ${describeSite(figures)}.`);
if (!within) fail(lines);
for (const line of lines) console.log(line);
