import type * as DeskIndexModule from "../../src/cms/deskIndex";
import type * as StoryBackendsModule from "../../src/cms/storyBackends";
import type { DeskIndexStory } from "../../src/model/deskIndex";

/** The editor's script's modules that adapt Decap's backends (src/cms/storyBackends.ts). */
export type StoryBackendModules = typeof DeskIndexModule & typeof StoryBackendsModule;

/** The stories' collection, as the editor's script is told of it. */
export const INDEXED = {
  collection: "stories",
  folder: "content/stories",
  dateField: "publishedAt",
};

/** The desk's index of one story. */
export const STORIES: DeskIndexStory[] = [
  {
    file: "stories/2025/10/riverwalk-lighting-plan.json",
    headline: "Riverwalk's dark stretch to get new lights",
    publishedAt: "2025-10-14T12:00:00Z",
    address: "/local-news/riverwalk-lighting-plan/",
  },
];

/** The host's answer, of what the modules read. */
export const answered = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

/** The host serving STORIES as the desk's index. */
export const served = () => answered(200, STORIES);

/** The modules afresh (they keep the index fetched), with `fetch` answering `answer`. */
export function loadStoryBackends(answer: () => Promise<Response>): StoryBackendModules {
  global.fetch = jest.fn(answer) as typeof fetch;
  let loaded: StoryBackendModules | undefined;
  jest.isolateModules(() => {
    loaded = {
      ...jest.requireActual<typeof DeskIndexModule>("../../src/cms/deskIndex"),
      ...jest.requireActual<typeof StoryBackendsModule>("../../src/cms/storyBackends"),
    };
  });
  return loaded!;
}

/**
 * A backend as Decap's registry makes it (GitHub's unless `name` says), reading folders and
 * files from its own store, and what `adaptStoryBackends` made of it.
 */
export function adaptedBackend(modules: StoryBackendModules, name = "github") {
  const own = [{ data: "{}", file: { path: "content/stories/2026/11/own.json", id: "sha" } }];
  const backend = {
    name: `${name} backend`,
    entriesByFolder: jest.fn().mockResolvedValue(own),
    allEntriesByFolder: jest.fn().mockResolvedValue(own),
    getEntry: jest.fn((path: string) => Promise.resolve({ data: "", file: { path, id: null } })),
    persistEntry: jest.fn().mockResolvedValue(undefined),
    whoAmI() {
      return this.name;
    },
  };
  const registered = { init: jest.fn(() => backend) };
  modules.adaptStoryBackends((asked) => (asked === name ? registered : undefined), INDEXED);
  const adapted = registered.init() as unknown as typeof backend;
  return { backend, adapted, own };
}
