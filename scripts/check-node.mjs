// Stops a start on a Node older than package.json's `engines.node` with one line saying which
// Node is needed and which was found (a start on the wrong Node used to end in a segmentation
// fault, with no word about the version). Run first by scripts/start.mjs, scripts/build-web.mjs
// and `npm run server`; written for old Nodes too, so the line reaches them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packageJson = fileURLToPath(new URL('../package.json', import.meta.url));

/** `engines.node` of package.json: `>=24`. */
export function requiredNode() {
  return JSON.parse(readFileSync(packageJson, 'utf8')).engines.node;
}

const parts = (version) => (/(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(version) || []).slice(1, 4).map((n) => Number(n || 0));

/** The one line to say when `found` (a `process.versions.node`) is below the lowest `range` allows, else null. */
export function nodeProblem(found, range = requiredNode()) {
  const [need, have] = [parts(range), parts(found)];
  for (let i = 0; i < 3; i += 1) {
    if (have[i] > need[i]) return null;
    if (have[i] < need[i]) {
      return `back-office needs Node ${range} (package.json "engines"), but this is Node ${found} (${process.execPath}): put Node ${need[0]} first on PATH.`;
    }
  }
  return null;
}

/** Exits with status 1 and the line when the running Node is too old. */
export function requireNode() {
  const problem = nodeProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) requireNode();
