import { describe, expect, it } from 'vitest';
import { ByteWriter } from './byteWriter';
import { joinParts } from './fileParts.fakes';

/** What a writer with a buffer of `size` bytes hands over for `write`, decoded. */
function written(size: number, write: (out: ByteWriter) => void): { text: string; flushes: number } {
  const chunks: Uint8Array[] = [];
  const out = new ByteWriter((bytes) => chunks.push(bytes.slice()), size);
  write(out);
  out.drain();
  return { text: new TextDecoder().decode(joinParts(chunks)), flushes: chunks.length };
}

describe('ByteWriter', () => {
  it('writes ASCII and UTF-8 text in order through a small buffer', () => {
    const { text, flushes } = written(8, (out) => {
      out.ascii('<v>');
      out.text('Nguyễn Văn Ấn 😀');
      out.ascii('</v>');
      out.ascii('<c r="A1">');
    });
    expect(text).toBe('<v>Nguyễn Văn Ấn 😀</v><c r="A1">');
    expect(flushes).toBeGreaterThan(2);
  });

  it('writes texts longer than its buffer whole', () => {
    const long = 'Đặng '.repeat(100);
    expect(written(16, (out) => (out.ascii('x'.repeat(40)), out.text(long))).text).toBe('x'.repeat(40) + long);
  });

  it('hands nothing over when nothing was written', () => {
    expect(written(8, () => undefined).flushes).toBe(0);
  });
});

describe('ByteWriter.number', () => {
  it('writes numbers as JavaScript does, whole ones digit by digit', () => {
    const values = [
      0,
      -0,
      7,
      -7,
      10,
      1_500_000,
      -1_234_567_890,
      Number.MAX_SAFE_INTEGER,
      2 ** 53,
      46086.5,
      -0.25,
      1e21,
      NaN,
    ];
    const { text } = written(20, (out) => {
      for (const n of values) {
        out.number(n);
        out.ascii(';');
      }
    });
    expect(text).toBe(values.map((n) => `${String(n)};`).join(''));
  });
});
