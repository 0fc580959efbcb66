// `npm start`: builds the desktop app and opens it, once Electron's binary is on disk.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const INSTALL_TIMEOUT_MS = 60_000;
const NO_BINARY =
  'The Electron binary could not be downloaded on this machine (no access to its download host), so the desktop app cannot start here; run `npm run web` to use the same app in your browser.';

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

if (!hasElectronBinary() && !installElectronBinary()) {
  console.error(NO_BINARY);
  process.exit(1);
}

const mode = process.argv.includes('--dev') ? 'dev' : 'preview';
const child = spawn(process.execPath, [electronVite, mode], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
