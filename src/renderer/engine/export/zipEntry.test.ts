import { strFromU8, strToU8, unzipSync, Zip } from 'fflate';
import { describe, expect, it } from 'vitest';
import { joinParts } from './fileParts.fakes';
import { DeflatedZipEntry } from './zipEntry';

describe('DeflatedZipEntry', () => {
  it('deflates what is pushed, in pieces, with the CRC-32 and size a zip reader checks', () => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    const entry = new DeflatedZipEntry('xl/sheet.xml', 1);
    zip.add(entry);
    const reused = new Uint8Array(4);
    for (const piece of ['1234', '5678']) {
      reused.set(strToU8(piece));
      entry.push(reused);
    }
    entry.push(strToU8('9'), true);
    zip.end();
    // The CRC-32 check value of "123456789" (ISO 3309, as zip and PNG use it).
    expect(entry.crc).toBe(0xcbf43926);
    expect(entry.size).toBe(9);
    const files = unzipSync(joinParts(chunks));
    expect(strFromU8(files['xl/sheet.xml'])).toBe('123456789');
  });
});
