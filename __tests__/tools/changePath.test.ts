import { choosePath } from "../../tools/changePath";

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
