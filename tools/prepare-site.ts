// The workflow's deploy preparation: links (or copies) the tested build to the folder a host
// receives, less what its readers never get (tools/prepareSite.ts). The next step checks it
// against the host's limits (tools/check-host-limits.ts).
// Usage: tsx tools/prepare-site.ts --host <github-pages|netlify|…> <build folder> <site folder>
import { parseArgs } from "node:util";
import { HOST_IDS, HOSTS, isHostId } from "./hostLimits";
import { prepareSite } from "./prepareSite";

const { values, positionals } = parseArgs({
  options: { host: { type: "string" } },
  allowPositionals: true,
});
const hostId = values.host ?? "";
const [from, to] = positionals;
if (!isHostId(hostId) || positionals.length !== 2 || !from || !to) {
  console.error(
    `Usage: tsx tools/prepare-site.ts --host <${HOST_IDS.join("|")}> <build folder> <site folder>`,
  );
  process.exit(1);
}
prepareSite(from, to, HOSTS[hostId]);
console.log(`${from} placed in ${to} for ${HOSTS[hostId].name}, less the build's internals.`);
