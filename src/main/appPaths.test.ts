import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppPaths } from './appPaths';

const base = {
  mainDir: '/app/out/main',
  appPath: '/app',
  resourcesPath: '/opt/Back Office/resources',
  userData: '/home/u/.config/Back Office',
};

describe('resolveAppPaths', () => {
  it('finds the built parts beside the main script', () => {
    const paths = resolveAppPaths({ ...base, isPackaged: false });
    expect(paths.preload).toBe(path.join('/app/out/preload/index.cjs'));
    expect(paths.renderer).toBe(path.join('/app/out/renderer'));
    expect(paths.serverEntry).toBe(path.join('/app/out/main/server.js'));
    expect(paths.sessionFile).toBe(path.join(base.userData, 'session.bin'));
    expect(paths.devicesFile).toBe(path.join(base.userData, 'devices.bin'));
    expect(paths.dataDir).toBe(path.join(base.userData, 'data'));
  });

  it('takes the migrations from the sources in development and from resources when packaged', () => {
    expect(resolveAppPaths({ ...base, isPackaged: false }).migrations).toBe(path.join('/app/src/server/db/migrations'));
    expect(resolveAppPaths({ ...base, isPackaged: true }).migrations).toBe(path.join(base.resourcesPath, 'migrations'));
  });
});
