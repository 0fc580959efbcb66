import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The start scripts on a Node older than package.json's engines: each says in one line which
 * Node it needs and which it found, and exits 1 before doing anything else.
 */

const root = path.resolve(import.meta.dirname, '..');

/** Runs a script of scripts/ with `process.versions.node` faked to `version`. */
function runUnder(version: string, script: string) {
  const fake = `data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"${version}"}});`;
  const run = spawnSync(process.execPath, ['--import', fake, path.join(root, 'scripts', script)], {
    cwd: root,
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const LINE =
  /^back-office needs Node >=24 \(package\.json "engines"\), but this is Node 20\.19\.2 \(.+\): put Node 24 first on PATH\.\n$/;

describe('starting on the wrong Node', () => {
  it.each(['check-node.mjs', 'start.mjs', 'build-web.mjs'])(
    '%s says which Node it needs in one line and exits 1',
    (script) => {
      const run = runUnder('20.19.2', script);
      expect(run.stderr).toMatch(LINE);
      expect(run.stdout).toBe('');
      expect(run.status).toBe(1);
    },
  );

  it.each(['24.0.0', '24.21.0', '25.1.0'])('lets Node %s through, saying nothing', (version) => {
    const run = runUnder(version, 'check-node.mjs');
    expect(run).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('refuses a Node just below the line', () => {
    expect(runUnder('23.11.1', 'check-node.mjs').status).toBe(1);
  });
});
