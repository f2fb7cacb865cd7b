import type { DeskIndexStory } from "../../src/model/deskIndex";
import type * as DeskIndexModule from "../../src/cms/deskIndex";

const INDEXED = { collection: "stories", folder: "content/stories" };

const STORIES: DeskIndexStory[] = [
  {
    file: "stories/2025/10/riverwalk-lighting-plan.json",
    headline: "Riverwalk's dark stretch to get new lights",
    publishedAt: "2025-10-14T12:00:00Z",
    address: "/local-news/riverwalk-lighting-plan/",
  },
];

/** The module afresh (it keeps the index it fetched), with `fetch` answering `answer`. */
function loadModule(answer: () => Promise<Response>): typeof DeskIndexModule {
  global.fetch = jest.fn(answer) as typeof fetch;
  let loaded: typeof DeskIndexModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof DeskIndexModule>("../../src/cms/deskIndex");
  });
  return loaded!;
}

/** The host's answer, of what the module reads. */
const answered = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
const served = () => answered(200, STORIES);

/** A backend as Decap's registry makes it, reading folders from its own files. */
function registryWith() {
  const own = [{ data: "{}", file: { path: "content/stories/2026/11/own.json", id: "sha" } }];
  const backend = {
    name: "github backend",
    entriesByFolder: jest.fn().mockResolvedValue(own),
    allEntriesByFolder: jest.fn().mockResolvedValue(own),
    whoAmI() {
      return this.name;
    },
  };
  const registered = { init: jest.fn(() => backend) };
  return {
    backend,
    registered,
    own,
    getBackend: (name: string) => (name === "github" ? registered : undefined),
  };
}

describe("All stories from the desk's index", () => {
  it("lists and searches the stories' folder from the index, without asking the backend", async () => {
    const { listFromDeskIndex } = loadModule(served);
    const { backend, registered, getBackend } = registryWith();
    listFromDeskIndex(getBackend, INDEXED);
    const made = registered.init() as unknown as typeof backend;
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
    await expect(made.entriesByFolder("content/stories", "json", 3)).resolves.toEqual(expected);
    await expect(made.allEntriesByFolder("content/stories", "json", 3)).resolves.toEqual(expected);
    expect(backend.entriesByFolder).not.toHaveBeenCalled();
    expect(backend.allEntriesByFolder).not.toHaveBeenCalled();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith("/admin/stories.json", expect.anything());
  });

  it("leaves every other folder, and every other call, to the backend itself", async () => {
    const { listFromDeskIndex } = loadModule(served);
    const { backend, registered, own, getBackend } = registryWith();
    listFromDeskIndex(getBackend, INDEXED);
    const made = registered.init() as unknown as typeof backend;
    await expect(made.entriesByFolder("content/stories/2026/11", "json", 1)).resolves.toBe(own);
    expect(backend.entriesByFolder).toHaveBeenCalledWith("content/stories/2026/11", "json", 1);
    expect(made.whoAmI()).toBe("github backend");
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("reads the folder as before where the site has no index, or it cannot be read", async () => {
    for (const answer of [
      () => answered(404, "Not found"),
      () => Promise.reject(new TypeError("offline")),
    ]) {
      const { listFromDeskIndex } = loadModule(answer);
      const { registered, own, getBackend } = registryWith();
      listFromDeskIndex(getBackend, INDEXED);
      const made = registered.init() as unknown as Required<DeskIndexModule.FolderReader>;
      await expect(made.allEntriesByFolder("content/stories", "json", 3)).resolves.toBe(own);
    }
  });

  it("searches the whole folder through the backend's list where it has no call for it (the local one)", async () => {
    const { listFromDeskIndex } = loadModule(served);
    const own = [{ data: "{}", file: { path: "content/pages/privacy.json", id: null } }];
    const local = { entriesByFolder: jest.fn().mockResolvedValue(own) };
    const registered = { init: () => local };
    listFromDeskIndex((name) => (name === "proxy" ? registered : undefined), INDEXED);
    const made = registered.init() as unknown as Required<DeskIndexModule.FolderReader>;
    await expect(made.allEntriesByFolder("content/pages", "json", 1)).resolves.toBe(own);
  });
});

describe("a story's address pasted into the search box", () => {
  const { addressSearchTarget } = loadModule(served);
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
    const { openPastedAddresses } = loadModule(served);
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
