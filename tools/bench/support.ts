// What the bench's modes share (tools/bench/*.ts): running a command with its peak memory,
// Gatsby builds on a content folder, sizes, printing, the static server.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

export const ROOT = path.resolve(__dirname, "..", "..");
export const PUBLIC_DIR = path.join(ROOT, "public");
export const RESULTS_DIR = path.join(ROOT, "bench-results");

/** Chromium's flags on a closed network (it stalls on its background services otherwise). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const seconds = (ms: number | undefined) =>
  ms === undefined ? "-" : `${(ms / 1000).toFixed(2)} s`;

export const mb = (bytes: number | undefined) =>
  bytes ? `${Math.round(bytes / 1_000_000)} MB` : "-";

export const log = (message = "") => process.stdout.write(`${message}\n`);

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [
    line(headers),
    `|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`,
    ...rows.map(line),
  ].join("\n");
}

/** A process's command as `ps` shows it, short: `node …/gatsby build`, `pagefind …`. */
function commandOf(pid: number): string {
  const [program = "?", ...rest] = fs
    .readFileSync(`/proc/${pid}/cmdline`, "utf8")
    .split("\0")
    .filter(Boolean)
    .map((part) => (part.includes("/") ? path.basename(part) : part));
  return [program, ...rest].join(" ").slice(0, 60);
}

export interface ProcessMemory {
  pid: number;
  command: string;
  bytes: number;
  fileBytes: number;
}

/**
 * The memory a process and all its descendants use (Gatsby renders pages in worker processes;
 * Pagefind runs as one), in bytes, from /proc: each process's proportional set size (PSS), so a
 * page shared by several processes (the node binary, Gatsby's LMDB store, mapped into each
 * worker) counts once in the sum, as resident memory (RSS) summed would not. VmRSS where PSS
 * cannot be read; 0 where /proc cannot tell (not Linux). `processes` says which process holds
 * how much, to find what a peak is made of, and how much of it is mapped files (`fileBytes`:
 * Gatsby's LMDB store, read through memory mapping, which the kernel can drop and read again).
 */
function treeMemory(rootPid: number): { bytes: number; processes: ProcessMemory[] } {
  const pids = [rootPid];
  const processes: ProcessMemory[] = [];
  for (const pid of pids) {
    try {
      const kilobytes = (field: string, text: string) =>
        Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? 0);
      let bytes: number;
      let fileBytes = 0;
      try {
        const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
        bytes = kilobytes("Pss", rollup) * 1024;
        fileBytes = kilobytes("Pss_File", rollup) * 1024;
      } catch {
        bytes = kilobytes("VmRSS", fs.readFileSync(`/proc/${pid}/status`, "utf8")) * 1024;
      }
      processes.push({ pid, command: commandOf(pid), bytes, fileBytes });
      for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
        const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // The process ended between two reads.
    }
  }
  return { bytes: processes.reduce((sum, { bytes }) => sum + bytes, 0), processes };
}

/** How often the memory of a build is sampled. */
const MEMORY_SAMPLE_MS = 250;

/** A command's wall time and the peak memory of its process tree. */
export interface RunResult {
  elapsed: number;
  peakMemoryBytes: number;
  /** When the peak came, in ms from the start. */
  peakAt: number;
  /** The processes the peak was made of, largest first. */
  peakProcesses: ProcessMemory[];
}

interface RunOptions {
  env: NodeJS.ProcessEnv;
  logFile: string;
  cwd?: string;
}

/**
 * Runs a command, its output into a log file; resolves with its wall time in ms. `sample` is
 * called with the command's pid every `MEMORY_SAMPLE_MS` while it runs.
 */
function runLogged(
  command: string,
  commandArgs: readonly string[],
  { env, logFile, cwd = ROOT }: RunOptions,
  sample?: (pid: number, elapsed: number) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = fs.openSync(logFile, "w");
    const started = performance.now();
    const child = spawn(command, commandArgs, { cwd, env, stdio: ["ignore", out, out] });
    const sampler =
      sample &&
      setInterval(() => {
        if (child.pid !== undefined) sample(child.pid, performance.now() - started);
      }, MEMORY_SAMPLE_MS);
    child.on("error", (error) => {
      clearInterval(sampler);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      clearInterval(sampler);
      fs.closeSync(out);
      const elapsed = performance.now() - started;
      if (code === 0) resolve(elapsed);
      else {
        const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
        reject(
          new Error(
            `${path.basename(command)} ${commandArgs.join(" ")} failed (${signal ?? `exit ${code}`}); ` +
              `full log: ${path.relative(ROOT, logFile)}\n${tail}`,
          ),
        );
      }
    });
  });
}

/**
 * Runs a command, its output into a log file; resolves with the wall time in ms and the peak
 * memory of its process tree (PSS, sampled every 250 ms), with when it came (ms from the start)
 * and the processes it was made of, largest first.
 */
export async function run(
  command: string,
  commandArgs: readonly string[],
  options: RunOptions,
): Promise<RunResult> {
  let peak: { bytes: number; processes: ProcessMemory[]; at: number } = {
    bytes: 0,
    processes: [],
    at: 0,
  };
  const elapsed = await runLogged(command, commandArgs, options, (pid, at) => {
    const sample = treeMemory(pid);
    if (sample.bytes > peak.bytes) peak = { ...sample, at };
  });
  const peakProcesses = peak.processes.sort((a, b) => b.bytes - a.bytes);
  return { elapsed, peakMemoryBytes: peak.bytes, peakAt: peak.at, peakProcesses };
}

/**
 * Runs a command, its output into a log file, for its wall time alone (ms): reading a build's
 * memory from /proc every 250 ms costs a core a fifth of its time, which a timed step must not
 * pay (the workflow does not).
 */
export const runForTime = (
  command: string,
  commandArgs: readonly string[],
  options: RunOptions,
): Promise<number> => runLogged(command, commandArgs, options);

const GATSBY = path.join(
  ROOT,
  "node_modules",
  ".bin",
  process.platform === "win32" ? "gatsby.cmd" : "gatsby",
);

export function gatsbyEnv(contentDir?: string, buildTime?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.CONTENT_DIR;
  delete env.BUILD_TIME;
  if (contentDir) env.CONTENT_DIR = contentDir;
  if (buildTime) env.BUILD_TIME = buildTime;
  return env;
}

export async function gatsbyBuild(
  id: string,
  label: string,
  {
    clean = false,
    contentDir,
    buildTime,
  }: { clean?: boolean; contentDir?: string; buildTime?: string },
): Promise<RunResult> {
  const env = gatsbyEnv(contentDir, buildTime);
  if (clean) {
    await run(GATSBY, ["clean"], { env, logFile: path.join(RESULTS_DIR, `clean-${id}.log`) });
  }
  process.stdout.write(`  npm run build, ${label}… `);
  // The site's own build command: gatsby build, then the search indexes (scripts/search-index.ts).
  const { elapsed, peakMemoryBytes, peakAt, peakProcesses } = await run("npm", ["run", "build"], {
    env,
    logFile: path.join(RESULTS_DIR, `build-${id}.log`),
  });
  const largest = peakProcesses
    .filter(({ bytes }) => bytes >= 50_000_000)
    .map(({ command, bytes, fileBytes }) => `${command}: ${mb(bytes)} (files ${mb(fileBytes)})`);
  log(`${seconds(elapsed)}, peak memory ${mb(peakMemoryBytes)} at ${seconds(peakAt)}`);
  if (largest.length > 0) log(`    at the peak: ${largest.join("; ")}`);
  return { elapsed, peakMemoryBytes, peakAt, peakProcesses };
}

/**
 * One live update on the story in `file` (under the content folder), a minute before the build's
 * moment, its coverage open for six hours more: what an editor saves during a running story
 * (docs/editing-content.md).
 */
export function addLiveUpdate(contentDir: string, file: string, buildTime: string): void {
  const story = JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as {
    updates?: unknown[];
  };
  const moment = Date.parse(buildTime);
  const iso = (time: number) => new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
  const update = {
    time: iso(moment - 60_000),
    headline: "Crews reopen the road",
    body: "City crews reopened the road at the corner, the department said.",
  };
  const changed = {
    ...story,
    liveUntil: iso(moment + 6 * 3_600_000),
    updates: [update, ...(story.updates ?? [])],
  };
  fs.writeFileSync(path.join(contentDir, file), `${JSON.stringify(changed, null, 2)}\n`);
}

/** Serves `dir` (public/) as a plain static host does (scripts/serve.mjs), on `port`. */
export async function startServer(port: number, dir = PUBLIC_DIR): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [path.join(ROOT, "scripts", "serve.mjs"), "--port", String(port), "--dir", dir],
    { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The static server did not start:\n${output}`)),
      15_000,
    );
    server.on("exit", (code) => {
      clearTimeout(timer);
      reject(
        new Error(`The static server stopped (exit ${code}); is port ${port} in use?\n${output}`),
      );
    });
    server.stdout.on("data", () => {
      if (output.includes("Serving")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  server.removeAllListeners("exit");
  return server;
}
