import {
  adaptedBackend,
  answered,
  INDEXED,
  loadStoryBackends,
  served,
  STORIES,
} from "../support/storyBackends";

/** What the editor's lists show of an entry: its headline. */
const headlines = (files: { data: string }[]) =>
  files.map((file) => (JSON.parse(file.data) as { headline: string }).headline);

describe("the stories' lists from the desk's index", () => {
  it("lists and searches All stories from the index, without asking the backend", async () => {
    const { backend, adapted } = adaptedBackend(loadStoryBackends(served));
    const expected = [
      {
        data: JSON.stringify({
          slug: "riverwalk-lighting-plan",
          headline: STORIES[0]!.headline,
          publishedAt: STORIES[0]!.publishedAt,
        }),
        file: { path: "content/stories/2025/10/riverwalk-lighting-plan.json", id: null },
      },
    ];
    await expect(adapted.entriesByFolder("content/stories", "json", 3)).resolves.toEqual(expected);
    await expect(adapted.allEntriesByFolder("content/stories", "json", 3)).resolves.toEqual(
      expected,
    );
    expect(backend.entriesByFolder).not.toHaveBeenCalled();
    expect(backend.allEntriesByFolder).not.toHaveBeenCalled();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith("/admin/stories.json", expect.anything());
  });

  it("lists the newest stories, and hands a search the stories holding the words searched for", async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({
      ...STORIES[0]!,
      file: `stories/2025/10/story-${index}.json`,
      headline: `Story number ${index}`,
    }));
    const modules = loadStoryBackends(() => answered(200, many));
    const { adapted } = adaptedBackend(modules);
    const listed = await adapted.entriesByFolder("content/stories", "json", 3);
    expect(listed).toHaveLength(modules.LISTED_STORIES);
    expect(headlines(listed)[0]).toBe("Story number 0");
    window.location.hash = "#/collections/stories/search/142%20number";
    const searched = await adapted.allEntriesByFolder("content/stories", "json", 3);
    expect(headlines(searched)).toEqual(["Story number 142"]);
    window.location.hash = "";
  });

  it("leaves every other folder, and every other call, to the backend itself", async () => {
    const { backend, adapted, own } = adaptedBackend(loadStoryBackends(served));
    await expect(adapted.entriesByFolder("content/pages", "json", 1)).resolves.toBe(own);
    expect(backend.entriesByFolder).toHaveBeenCalledWith("content/pages", "json", 1);
    expect(adapted.whoAmI()).toBe("github backend");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("lists a month's folder on GitHub, taking from the index each story it holds and reading the others", async () => {
    const { backend, adapted } = adaptedBackend(loadStoryBackends(served));
    const api = {
      originRepoURL: "https://api.github.com/repos/herald/site",
      listFiles: jest.fn().mockResolvedValue([
        { path: "content/stories/2025/10/riverwalk-lighting-plan.json", id: "sha-1" },
        { path: "content/stories/2025/10/saved-this-morning.json", id: "sha-2" },
        { path: "content/stories/2025/10/.gitkeep", id: "sha-3" },
      ]),
      readFile: jest.fn().mockResolvedValue('{"headline":"Saved this morning"}'),
    };
    Object.assign(backend, { api });
    await expect(adapted.allEntriesByFolder("content/stories/2025/10", "json", 1)).resolves.toEqual(
      [
        {
          data: expect.stringContaining(`"headline":"${STORIES[0]!.headline}"`),
          file: { path: "content/stories/2025/10/riverwalk-lighting-plan.json", id: "sha-1" },
        },
        {
          data: '{"headline":"Saved this morning"}',
          file: { path: "content/stories/2025/10/saved-this-morning.json", id: "sha-2" },
        },
      ],
    );
    expect(api.listFiles).toHaveBeenCalledWith("content/stories/2025/10", {
      repoURL: api.originRepoURL,
      depth: 1,
    });
    expect(api.readFile).toHaveBeenCalledTimes(1);
    expect(api.readFile).toHaveBeenCalledWith(
      "content/stories/2025/10/saved-this-morning.json",
      "sha-2",
      { repoURL: api.originRepoURL },
    );
    expect(backend.allEntriesByFolder).not.toHaveBeenCalled();
  });

  it("leaves a month's folder to the local backend, which reads it from disk", async () => {
    const { adapted, own } = adaptedBackend(loadStoryBackends(served), "proxy");
    await expect(adapted.entriesByFolder("content/stories/2025/10", "json", 1)).resolves.toBe(own);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("reads the folder as before where the site has no index, or it cannot be read", async () => {
    for (const answer of [
      () => answered(404, "Not found"),
      () => Promise.reject(new TypeError("offline")),
    ]) {
      const { adapted, own } = adaptedBackend(loadStoryBackends(answer));
      await expect(adapted.allEntriesByFolder("content/stories", "json", 3)).resolves.toBe(own);
    }
  });

  it("searches a whole folder through the backend's list where it has no call for it (the local one)", async () => {
    const { backend, adapted, own } = adaptedBackend(loadStoryBackends(served), "proxy");
    Object.assign(backend, { allEntriesByFolder: undefined });
    await expect(adapted.allEntriesByFolder("content/pages", "json", 1)).resolves.toBe(own);
    expect(backend.entriesByFolder).toHaveBeenCalledWith("content/pages", "json", 1);
  });
});

describe("a story's address pasted into the search box", () => {
  const { addressSearchTarget } = loadStoryBackends(served);
  const target = (hash: string) => addressSearchTarget(hash, STORIES, INDEXED);

  it("opens the story the address leads to", () => {
    const address = "https://www.detroitherald.news/local-news/riverwalk-lighting-plan/";
    const entry = "#/collections/stories/entries/2025/10/riverwalk-lighting-plan";
    expect(target(`#/collections/stories/search/${address}`)).toBe(entry);
    expect(target(`#/search/${encodeURIComponent(address)}`)).toBe(entry);
    expect(target("#/search//local-news/riverwalk-lighting-plan")).toBe(entry);
  });

  it("searches All stories for the last part of an address the index does not hold", () => {
    expect(target("#/search/https://herald.example/local-news/saved-this-morning/?x=1")).toBe(
      "#/collections/stories/search/saved-this-morning",
    );
  });

  it("leaves a search for words, and any other page, to Decap", () => {
    expect(target("#/collections/stories/search/Riverwalk lights")).toBeUndefined();
    expect(target("#/collections/stories/entries/2025/10/riverwalk-lighting-plan")).toBeUndefined();
    expect(target("#/collections/stories")).toBeUndefined();
  });

  it("sends the editor's address there as the search is made", async () => {
    const { openPastedAddresses } = loadStoryBackends(served);
    window.location.hash = "#/collections/stories";
    openPastedAddresses(INDEXED);
    window.location.hash =
      "#/collections/stories/search/https://x.example/local-news/riverwalk-lighting-plan/";
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.hash).toBe(
      "#/collections/stories/entries/2025/10/riverwalk-lighting-plan",
    );
  });
});
