import {
  changedFilesNamed,
  changedStorySlugs,
  choosePath,
  onlyStoriesChanged,
  touchedPages,
} from "../../tools/changePath";
import { ARCHIVE_PAGE_SIZE } from "../../src/model/archive";

describe("choosePath", () => {
  it("takes the content path for a change of content files only", () => {
    expect(choosePath(["content/stories/snow-day.json"])).toBe("content");
    expect(choosePath(["content/home.json", "content/images/plow.jpg", ""])).toBe("content");
  });

  it("takes the full path as soon as one file is code, whatever else changed", () => {
    expect(choosePath(["content/home.json", "src/components/Hero/Hero.tsx"])).toBe("full");
    expect(choosePath(["package-lock.json"])).toBe("full");
    expect(choosePath([".github/workflows/deploy.yml"])).toBe("full");
    // A folder whose name only starts like content/.
    expect(choosePath(["contentious.md"])).toBe("full");
  });

  it("treats the schemas the model writes into content/ as code", () => {
    expect(choosePath(["content/schemas/story.schema.json"])).toBe("full");
  });

  it("takes the content path when nothing changed (a scheduled run of the same commit)", () => {
    expect(choosePath([])).toBe("content");
  });
});

describe("onlyStoriesChanged and changedStorySlugs", () => {
  it("knows a change of stories alone, in any month's folder, by its files", () => {
    const files = ["content/stories/2026/11/snow-day.json", "content/stories/plow.json", " "];
    expect(onlyStoriesChanged(files)).toBe(true);
    expect(changedStorySlugs(files)).toEqual(["snow-day", "plow"]);
  });

  it("is not a change of stories alone with any other file, or none", () => {
    expect(onlyStoriesChanged(["content/stories/2026/11/snow-day.json", "content/home.json"])).toBe(
      false,
    );
    expect(onlyStoriesChanged(["content/images/plow.jpg"])).toBe(false);
    expect(onlyStoriesChanged(["content/stories/notes.txt"])).toBe(false);
    expect(onlyStoriesChanged([])).toBe(false);
    expect(changedStorySlugs(["content/home.json"])).toEqual([]);
  });
});

describe("changedFilesNamed", () => {
  it("reads the files a change names, separated by spaces as the workflow does, or by commas", () => {
    const [first, second] = ["content/stories/2026-11/snow-day.json", "content/stories/plow.json"];
    expect(changedFilesNamed(` ${first}  ${second} `)).toEqual([first, second]);
    expect(changedFilesNamed(`${first},${second}`)).toEqual([first, second]);
    expect(changedStorySlugs(changedFilesNamed(`${first}, ${second}`))).toEqual([
      "snow-day",
      "plow",
    ]);
  });

  it("names no file when none is given (a scheduled run)", () => {
    expect(changedFilesNamed(undefined)).toEqual([]);
    expect(changedFilesNamed(" ")).toEqual([]);
  });
});

describe("touchedPages", () => {
  const story = (slug: string, day: number, more: Partial<{ tags: string[] }> = {}) => ({
    slug,
    section: "local-news",
    publishedAt: `2026-${String(1 + Math.floor(day / 28)).padStart(2, "0")}-${String(1 + (day % 28)).padStart(2, "0")}T12:00:00Z`,
    authors: ["renee-okafor", "keisha-lamont"],
    tags: more.tags ?? ["Midtown"],
    corrections: [] as { date: string; text: string }[],
  });

  it("lists a new story's page, the front page and the first page of each of its lists", () => {
    const stories = [story("older", 1), story("snow-day", 2, { tags: ["Weather", "Snow"] })];
    expect(touchedPages(stories, ["snow-day"])).toEqual(
      new Map([
        ["/", []],
        ["/local-news/snow-day/", ["snow-day"]],
        ["/sections/local-news/", ["snow-day"]],
        ["/topics/snow/", ["snow-day"]],
        ["/topics/weather/", ["snow-day"]],
      ]),
    );
  });

  it("lists the page of a list that holds an old story, and the corrections for a corrected one", () => {
    const stories = Array.from({ length: 3 * ARCHIVE_PAGE_SIZE }, (_, day) =>
      story(`story-${day}`, day),
    );
    stories[0]!.corrections = [{ date: "2026-11-20T12:00:00Z", text: "A name was misspelled." }];
    const pages = touchedPages(stories, ["story-0"]);
    expect(pages.get("/sections/local-news/page/1/")).toEqual(["story-0"]);
    expect(pages.has("/sections/local-news/")).toBe(false);
    expect(pages.get("/corrections/")).toEqual(["story-0"]);
  });

  it("lists a translation's page, its edition's front page, its original's and its edition's lists", () => {
    const stories = [
      story("snow-day", 2, { tags: ["Weather"] }),
      {
        ...story("dia-de-nieve", 2, { tags: ["Clima"] }),
        language: "es",
        translationOf: "snow-day",
      },
    ];
    expect(touchedPages(stories, ["dia-de-nieve"])).toEqual(
      new Map([
        ["/", []],
        ["/es/local-news/dia-de-nieve/", ["dia-de-nieve"]],
        ["/es/", ["dia-de-nieve"]],
        ["/local-news/snow-day/", ["dia-de-nieve"]],
        ["/es/sections/local-news/", ["dia-de-nieve"]],
        ["/es/topics/clima/", ["dia-de-nieve"]],
      ]),
    );
  });

  it("touches the front page only for a story not published", () => {
    expect(touchedPages([story("older", 1)], ["scheduled"])).toEqual(new Map([["/", []]]));
  });
});
