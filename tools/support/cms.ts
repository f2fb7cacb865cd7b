import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prepareContent } from "../../src/content/prepareContent";
import { formatProblem } from "../../src/content/problems";
import { contentDir, readContentFolder } from "../../src/node/contentDir";
import { expect, type Page } from "@playwright/test";

const ROOT = path.join(__dirname, "..", "..");

/** Decap CMS's local backend, where the editor page looks for it on an editor's machine. */
const EDITORS_BACKEND = "http://localhost:8081/api/v1";

/**
 * Where the tests run it: CMS_PORT, else that same port. Two checkouts test side by side on
 * ports of their own; the page, which asks for 8081, is answered from there (`openEditor`).
 */
const CMS_PORT = Number(process.env.CMS_PORT ?? 8081);
export const LOCAL_BACKEND = `http://localhost:${CMS_PORT}/api/v1`;

/** A git repository of its own holding a copy of the content, as `npm run cms` has the project's. */
export function createContentRepo(): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  fs.cpSync(contentDir, path.join(repo, "content"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo });
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-qm", "content");
  return repo;
}

/** Starts decap-server over the repository and waits until it answers. */
export async function startLocalBackend(repo: string): Promise<ChildProcess> {
  const backend = spawn(path.join(ROOT, "node_modules", ".bin", "decap-server"), [], {
    env: { ...process.env, PORT: String(CMS_PORT), GIT_REPO_DIRECTORY: repo },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(LOCAL_BACKEND, { method: "POST", body: "{}" })
          .then(() => true)
          .catch(() => false),
      { timeout: 30_000 },
    )
    .toBe(true);
  return backend;
}

/** Opens the editor at an address of its own (e.g. `#/collections/stories/new`) and logs in. */
export async function openEditor(page: Page, editorUrl: string) {
  if (LOCAL_BACKEND !== EDITORS_BACKEND) {
    await page.route(EDITORS_BACKEND, (route) => route.continue({ url: LOCAL_BACKEND }));
  }
  await page.goto(editorUrl);
  await page.getByRole("button", { name: "Login" }).click();
}

/**
 * The JSON the local backend saved at `file`, or undefined while it is missing or half-written:
 * the backend writes in more than one step, so a poll can read the file between them.
 */
export function savedJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Decap's preview pane: a frame of the editor page. */
export const previewPane = (page: Page) => page.frameLocator("#preview-pane");

/** What the content model (the build's first check) says of a content folder: nothing, if valid. */
export function contentProblems(folder: string): string[] {
  const prepared = prepareContent(readContentFolder(folder));
  return prepared.ok ? [] : prepared.problems.map(formatProblem);
}
