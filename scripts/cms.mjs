// `npm run cms`: the content editor on an editor's own machine, offline. Starts Decap CMS's local
// backend (decap-server, which reads and writes the files in content/), the development server
// (which shows every saved change on the open site), and a plain static server for the editor's
// page (the development server answers every HTML address with its own pages), and says where to go.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };

const children = [
  spawn(bin("decap-server"), [], {
    cwd: root,
    stdio: "inherit",
    env: { ...env, PORT: "8081", GIT_REPO_DIRECTORY: root },
  }),
  spawn(bin("gatsby"), ["develop", "--port", "8000"], { cwd: root, stdio: "inherit", env }),
  // public/admin/ holds the editor (static/admin/ and the bundle, copied in as the server starts).
  spawn(process.execPath, ["scripts/serve.mjs", "--port", "8001", "--no-headers"], {
    cwd: root,
    stdio: "inherit",
    env,
  }),
];

console.log(
  "\nThe content editor: http://localhost:8001/admin/ (press Login; no account is needed on your" +
    " own machine). The site, with every saved change: http://localhost:8000/ once it is ready below.\n",
);

const stopAll = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", (code) => code && stopAll());
