import fs from "fs";
import path from "path";
import { fillContentFacts } from "../../src/model/contentFacts";
import { contentFiles } from "../../src/model/contentSpec";

const CONTENT_DIR = path.join(__dirname, "..", "..", "content");

/**
 * The content as the built pages show it: prose quotes facts such as the founding year by
 * placeholder (`{foundingYear}`), which the build fills in, so tests compare with filled text.
 */
const built = fillContentFacts(
  Object.fromEntries(
    contentFiles.map((file) => [
      file.path,
      JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file.path), "utf8")) as unknown,
    ]),
  ),
);

export const FAQ_CONTENT = built["faq.json"] as typeof import("../../content/faq.json");
