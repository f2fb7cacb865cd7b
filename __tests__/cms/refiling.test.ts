import { refiledPath } from "../../src/cms/refiling";
import { adaptedBackend, INDEXED, loadStoryBackends, served } from "../support/storyBackends";

const OLD_PATH = "content/stories/2025/10/riverwalk-lighting-plan.json";
const saved = (publishedAt: string, path = OLD_PATH) => ({
  path,
  raw: JSON.stringify({ slug: "riverwalk-lighting-plan", publishedAt }),
});

describe("refiledPath", () => {
  it("names the folder of the month the story's date falls in, in Detroit, when it is another", () => {
    expect(refiledPath(saved("2025-12-01T09:00:00-05:00"), INDEXED)).toBe(
      "content/stories/2025/12/riverwalk-lighting-plan.json",
    );
    // Past midnight in London, still October 31 in Detroit: it stays.
    expect(refiledPath(saved("2025-11-01T03:00:00Z"), INDEXED)).toBeUndefined();
  });

  it("leaves a story in its month, and any file that is no story in a month folder", () => {
    expect(refiledPath(saved("2025-10-14T12:00:00Z"), INDEXED)).toBeUndefined();
    expect(
      refiledPath(saved("2025-12-01T12:00:00Z", "content/pages/privacy.json"), INDEXED),
    ).toBeUndefined();
    expect(
      refiledPath(saved("2025-12-01T12:00:00Z", "content/stories/2025/10/x/y.json"), INDEXED),
    ).toBeUndefined();
    expect(refiledPath({ path: OLD_PATH, raw: "{" }, INDEXED)).toBeUndefined();
    expect(refiledPath(saved("not a date"), INDEXED)).toBeUndefined();
  });
});

describe("a re-dated story saved", () => {
  const NEW_PATH = "content/stories/2025/12/riverwalk-lighting-plan.json";
  const redated = saved("2025-12-01T09:00:00-05:00");

  it("is moved into its new month's folder alone, in the same save, on the local backend", async () => {
    const { backend, adapted } = adaptedBackend(loadStoryBackends(served), "proxy");
    await adapted.persistEntry({ dataFiles: [redated], assets: [] }, { useWorkflow: false });
    expect(backend.persistEntry).toHaveBeenCalledWith(
      { dataFiles: [{ ...redated, newPath: NEW_PATH }], assets: [] },
      { useWorkflow: false, hasSubfolders: false },
    );
  });

  it("is moved in its pull request on GitHub, and opened from where it went", async () => {
    const { backend, adapted } = adaptedBackend(loadStoryBackends(served));
    Object.assign(backend, { api: {} });
    await adapted.persistEntry({ dataFiles: [redated], assets: [] }, { useWorkflow: true });
    expect(backend.persistEntry).toHaveBeenCalledWith(
      { dataFiles: [{ ...redated, newPath: NEW_PATH }], assets: [] },
      { useWorkflow: true, hasSubfolders: false },
    );
    backend.getEntry.mockImplementation((path: string) =>
      Promise.resolve({ data: path === NEW_PATH ? redated.raw : "", file: { path, id: null } }),
    );
    await expect(adapted.getEntry(OLD_PATH)).resolves.toEqual({
      data: redated.raw,
      file: { path: NEW_PATH, id: null },
    });
  });

  it("is saved where it is by GitHub's backend straight to the branch, which would move its whole folder", async () => {
    const { backend, adapted } = adaptedBackend(loadStoryBackends(served));
    Object.assign(backend, { api: {} });
    await adapted.persistEntry({ dataFiles: [redated], assets: [] }, { useWorkflow: false });
    expect(backend.persistEntry).toHaveBeenCalledWith(
      { dataFiles: [redated], assets: [] },
      { useWorkflow: false },
    );
  });

  it("keeps a story in its month where it is", async () => {
    const { backend, adapted } = adaptedBackend(loadStoryBackends(served), "proxy");
    const same = saved("2025-10-20T12:00:00Z");
    await adapted.persistEntry({ dataFiles: [same], assets: [] }, { useWorkflow: false });
    expect(backend.persistEntry).toHaveBeenCalledWith(
      { dataFiles: [same], assets: [] },
      { useWorkflow: false, hasSubfolders: false },
    );
  });

  it("is opened where the desk's index says it went, when asked for where it was before", async () => {
    const { backend, adapted } = adaptedBackend(loadStoryBackends(served));
    const earlier = "content/stories/2025/09/riverwalk-lighting-plan.json";
    backend.getEntry.mockImplementation((path: string) =>
      Promise.resolve({ data: path === OLD_PATH ? "{}" : "", file: { path, id: null } }),
    );
    await expect(adapted.getEntry(earlier)).resolves.toEqual({
      data: "{}",
      file: { path: OLD_PATH, id: null },
    });
    // A file that is simply not there stays not there.
    await expect(adapted.getEntry("content/stories/2025/09/gone.json")).resolves.toMatchObject({
      data: "",
    });
  });
});
