import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSettingsStore } from './settingsStore';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'settings-'));
  file = path.join(dir, 'settings.json');
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('settings store', () => {
  it('defaults to the embedded server when there is no file', async () => {
    expect((await openSettingsStore(file)).get()).toEqual({ serverUrl: '' });
  });

  it('saves the server URL and reads it back', async () => {
    const store = await openSettingsStore(file);
    expect(await store.setServerUrl('https://bo.example.com/')).toEqual({ serverUrl: 'https://bo.example.com' });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ serverUrl: 'https://bo.example.com' });
    expect((await openSettingsStore(file)).get()).toEqual({ serverUrl: 'https://bo.example.com' });
  });

  it('refuses a URL that is not http(s) and keeps the old value', async () => {
    const store = await openSettingsStore(file);
    await expect(store.setServerUrl('file:///etc/passwd')).rejects.toThrow();
    expect(store.get()).toEqual({ serverUrl: '' });
  });

  it('ignores a corrupt or invalid file', async () => {
    await writeFile(file, '{not json');
    expect((await openSettingsStore(file)).get()).toEqual({ serverUrl: '' });
    await writeFile(file, JSON.stringify({ serverUrl: 'javascript:alert(1)' }));
    expect((await openSettingsStore(file)).get()).toEqual({ serverUrl: '' });
  });
});
