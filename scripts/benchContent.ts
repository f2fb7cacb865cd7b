import fs from "fs";
import path from "path";

/**
 * A larger copy of the shipped content for the benchmark: every file unchanged except
 * `headlines.json`, which gets `perCategory` headlines per category and the same
 * `articlesPerCategory`, so the home page can be built with ten times the stories.
 */

interface HeadlinesFile {
  articlesPerCategory: number;
  headlines: { category: string; headlines: string[] }[];
  [key: string]: unknown;
}

/** The headline list of each category grown to `perCategory` distinct headlines. */
export function scaleHeadlines<T extends HeadlinesFile>(file: T, perCategory: number): T {
  const headlines = file.headlines.map(({ category, headlines: list }) => ({
    category,
    headlines:
      list.length === 0
        ? []
        : Array.from({ length: perCategory }, (_, index) => {
            const round = Math.floor(index / list.length);
            const base = list[index % list.length] ?? "";
            return round === 0 ? base : `${base} (follow-up ${round})`;
          }),
  }));
  return { ...file, articlesPerCategory: perCategory, headlines };
}

/** Copies `sourceDir` into `targetDir` with the headline lists scaled to `perCategory`. */
export function writeScaledContent(sourceDir: string, targetDir: string, perCategory: number) {
  fs.cpSync(sourceDir, targetDir, { recursive: true });
  const headlinesPath = path.join(targetDir, "headlines.json");
  const headlines = JSON.parse(fs.readFileSync(headlinesPath, "utf8")) as HeadlinesFile;
  // The copy sits outside the repository, where the `$schema` path would not resolve.
  const { $schema: _schema, ...scaled } = scaleHeadlines(headlines, perCategory);
  fs.writeFileSync(headlinesPath, `${JSON.stringify(scaled, null, 2)}\n`);
}
