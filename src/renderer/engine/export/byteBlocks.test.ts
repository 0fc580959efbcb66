import { describe, expect, it } from 'vitest';
import { ByteBlocks } from './byteBlocks';
import { joinParts } from './fileParts.fakes';

const bytes = (from: number, n: number) => Uint8Array.from({ length: n }, (_, i) => (from + i) % 256);

describe('ByteBlocks', () => {
  it('keeps bytes in order across blocks, each block a whole buffer of its own', () => {
    const blocks = new ByteBlocks(4);
    blocks.push(bytes(0, 3));
    blocks.push(bytes(3, 6));
    blocks.push(new Uint8Array());
    blocks.push(bytes(9, 1));
    const parts = blocks.finish();
    expect(parts.map((p) => p.byteLength)).toEqual([4, 4, 2]);
    expect(joinParts(parts)).toEqual(bytes(0, 10));
    for (const part of parts) expect(part.buffer.byteLength).toBe(part.byteLength);
  });

  it('answers no block for no bytes, and a full last block as it is', () => {
    expect(new ByteBlocks(4).finish()).toEqual([]);
    const blocks = new ByteBlocks(4);
    blocks.push(bytes(0, 8));
    expect(blocks.finish().map((p) => p.byteLength)).toEqual([4, 4]);
  });
});
