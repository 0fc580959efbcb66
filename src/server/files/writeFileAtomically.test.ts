import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './writeFileAtomically';

describe('writeFileAtomically', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bo-atomic-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('leaves one whole file and nothing beside it when several writers write it at once', async () => {
    const file = path.join(dir, 'image.png');
    const versions = Array.from({ length: 8 }, (_, i) => new Uint8Array(256 * 1024).fill(i + 1));
    await Promise.all(versions.map((data) => writeFileAtomically(file, data)));
    const written = await readFile(file);
    expect(written.length).toBe(256 * 1024);
    expect(new Set(written).size).toBe(1); // one writer's bytes, not a mix
    expect(await readdir(dir)).toEqual(['image.png']);
  });

  it('fails where the folder is missing, leaving no partial file', async () => {
    await expect(writeFileAtomically(path.join(dir, 'absent', 'x.png'), new Uint8Array(4))).rejects.toThrow(/ENOENT/);
    expect(await readdir(dir)).toEqual([]);
  });
});
