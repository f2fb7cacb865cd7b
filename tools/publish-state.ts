// A digest of what a build publishes now: every content file, and which stories are out at this
// moment (src/model/schedule.ts). Two runs with the same digest publish the same site, so the
// workflow's scheduled runs deploy only when a scheduled story has come due or content changed
// (GITHUB_OUTPUT `state=`).
// Usage: tsx tools/publish-state.ts   (BUILD_TIME, else now; CONTENT_DIR, else content/)
import fs from "node:fs";
import { contentHash } from "../src/model/contentHash";
import { buildMoment, splitScheduled } from "../src/model/schedule";
import { contentDir, readContentFolder } from "../src/node/contentDir";

const files = readContentFolder(contentDir);
const stories = Object.entries(files)
  .filter(([file]) => file.startsWith("stories/"))
  .map(([file, story]) => ({ file, story: story as { publishedAt: string } }));
const now = buildMoment(process.env.BUILD_TIME, Date.now());
const { published } = splitScheduled(stories, (entry) => entry.story, now);
const state = contentHash([files, published.map((entry) => entry.file)]);
console.log(state);
if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `state=${state}\n`);
