import { contentFileAt, folderReference, pathsOf, storySpec } from "../../src/model/contentSpec";

describe("which paths under content/ are content files", () => {
  it("takes a story's JSON file in the stories folder, not a hidden or a renamed one", () => {
    expect(contentFileAt("stories/cup-final.json")).toBe(storySpec);
    expect(contentFileAt("stories/.cup-final.json")).toBeUndefined();
    expect(contentFileAt("stories/cup-final.json.bak")).toBeUndefined();
    expect(contentFileAt("stories/drafts/cup-final.json")).toBeUndefined();
  });

  it("lists a folder's files in the order of their paths", () => {
    expect(
      pathsOf(storySpec, ["stories/b.json", "site.json", "stories/a.json", "stories/.c.json"]),
    ).toEqual(["stories/a.json", "stories/b.json"]);
  });
});

describe("folderReference", () => {
  it("names how a folder's files are keyed and shown, and refuses a folder without a reference list", () => {
    expect(folderReference("stories")).toMatchObject({ key: "slug", shownBy: "headline" });
    expect(folderReference("pages")).toMatchObject({ key: "id", shownBy: "title" });
    expect(() => folderReference("images")).toThrow(
      "The folder content/images/ has no entry in REFERENCE_LISTS",
    );
  });
});
