// `npm start`: builds the desktop app and opens it, once Electron's binary is on disk. Where the
// binary cannot be fetched, it says so in one line and starts the same app for the browser
// (`npm run web`), so the README's one command always runs the product.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { requireNode } from './check-node.mjs';

requireNode();

const INSTALL_TIMEOUT_MS = 60_000;
const NO_BINARY =
  'Electron could not be downloaded on this machine (its download host is out of reach), so the app starts for the browser instead (npm run web):';

const require = createRequire(import.meta.url);
const electronDir = path.dirname(require.resolve('electron/package.json'));
const electronVite = path.join(path.dirname(require.resolve('electron-vite/package.json')), 'bin', 'electron-vite.js');

/** Where electron's own index.js looks: ELECTRON_OVERRIDE_DIST_PATH, or dist/<path.txt>. */
function hasElectronBinary() {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return existsSync(process.env.ELECTRON_OVERRIDE_DIST_PATH);
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return false;
  return existsSync(path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim()));
}

/** One attempt at electron's own download script, quiet and bounded in time. */
function installElectronBinary() {
  const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], {
    cwd: electronDir,
    stdio: 'ignore',
    timeout: INSTALL_TIMEOUT_MS,
  });
  return result.status === 0 && hasElectronBinary();
}

/** The command to run: the desktop app, or the web app where Electron is not on disk. */
function command() {
  if (hasElectronBinary() || installElectronBinary()) {
    return [process.execPath, [electronVite, process.argv.includes('--dev') ? 'dev' : 'preview']];
  }
  console.warn(NO_BINARY);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return [npm, ['run', '--silent', 'web']];
}

const [file, args] = command();
const child = spawn(file, args, { stdio: 'inherit', shell: process.platform === 'win32' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
