import fs from "node:fs";
import path from "node:path";
import { storyPath } from "../../src/model/pageIds";

/** A fault put into a built site, and what the editor's report must then say. */
export interface ContentFault {
  name: string;
  /** Text the report's line for this fault holds. */
  reported: string;
  /** The story whose change the fault stands for. */
  story: FaultStory;
}

export interface FaultStory {
  /** Its file, as the workflow names a changed one. */
  file: string;
  section: string;
  slug: string;
  headline: string;
}

const pageFile = (siteDir: string, address: string) => path.join(siteDir, address, "index.html");

/** Puts `html` at the start of a story page's body, which the page keeps as built (no hydration). */
function addToBody(siteDir: string, story: FaultStory, html: string) {
  const file = pageFile(siteDir, storyPath(story.section, story.slug));
  const page = fs.readFileSync(file, "utf8");
  const body = /<\/header><div class="[^"]*">/.exec(page);
  if (!body) throw new Error(`${file} has no story body to put a fault in`);
  const at = body.index + body[0].length;
  fs.writeFileSync(file, page.slice(0, at) + html + page.slice(at));
}

/**
 * Breaks a copy of a built site the ways content can break a page, each on its own page, so that
 * the content path's checks must refuse each: a body's link to a page that does not exist, a
 * story's picture file missing, a scheduled story named in the feed, and a story page that fails
 * axe (a picture without a text alternative). `published` are changed stories with pages (at
 * least three, one with a local picture); `scheduled` is a story not yet out.
 */
export function putFaults(
  siteDir: string,
  published: readonly FaultStory[],
  scheduled: FaultStory,
): ContentFault[] {
  // The first story whose page shows a local picture, and that picture's address.
  let pictured: FaultStory | undefined;
  let picture: string | undefined;
  for (const story of published) {
    const html = fs.readFileSync(pageFile(siteDir, storyPath(story.section, story.slug)), "utf8");
    picture = /<img [^>]*src="(\/images\/[^"]+)"/.exec(html)?.[1];
    if (picture) {
      pictured = story;
      break;
    }
  }
  const [linking, inaccessible] = published.filter((story) => story !== pictured);
  if (!pictured || !picture || !linking || !inaccessible) {
    throw new Error("The faults need three changed stories with pages, one with a local picture");
  }
  fs.rmSync(path.join(siteDir, picture));

  const missingPage = `/${linking.section}/no-such-story/`;
  addToBody(siteDir, linking, `<p><a href="${missingPage}">Our earlier coverage</a></p>`);

  // The picture exists (no broken link): only its missing text alternative is at fault.
  const icon = "/icon-512.png";
  addToBody(siteDir, inaccessible, `<p><img src="${icon}" width="32" height="32"></p>`);

  const feed = path.join(siteDir, "rss.xml");
  const scheduledAddress = storyPath(scheduled.section, scheduled.slug);
  const leak = `<item><title>${scheduled.headline}</title><link>${scheduledAddress}</link></item>`;
  fs.writeFileSync(feed, fs.readFileSync(feed, "utf8").replace("<item>", `${leak}<item>`));
  return [
    { name: "a broken link in a story's body", reported: missingPage, story: linking },
    { name: "a missing picture file", reported: picture, story: pictured },
    { name: "a scheduled story in the feed", reported: scheduledAddress, story: scheduled },
    { name: "a story page that fails axe", reported: "image-alt", story: inaccessible },
  ];
}
