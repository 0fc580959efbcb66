import CRC32 from 'crc-32';
import { Deflate, type AsyncFlateStreamHandler, type DeflateOptions, type FlateError, type ZipInputFile } from 'fflate';

type Level = NonNullable<DeflateOptions['level']>;

/** The general purpose flag's bits 1–2 for a deflate level (PKZIP's APPNOTE 4.4.4), as fflate's `ZipDeflate` sets them. */
const levelFlag = (level: Level) => (level === 1 ? 3 : level < 6 ? 2 : level === 9 ? 1 : 0);

/**
 * A deflated file of a zip, written as its bytes are pushed: what fflate's `ZipDeflate` does,
 * with the CRC-32 computed by SheetJS's `crc-32` (16 bytes a step) instead of fflate's own (a
 * byte a step), which took as long as the deflate itself. fflate's `Zip` takes any file of
 * this shape (its documented `ZipInputFile`); the deflate is fflate's streaming `Deflate`.
 */
export class DeflatedZipEntry implements ZipInputFile {
  readonly compression = 8;
  readonly flag: number;
  /** Set by the zip when the entry is added. */
  ondata?: AsyncFlateStreamHandler;
  size = 0;
  crc = 0;
  /** The CRC of the bytes so far, as `crc-32` answers it (signed). */
  private running = 0;
  private readonly deflate: Deflate;

  constructor(
    readonly filename: string,
    level: Level,
  ) {
    this.flag = levelFlag(level);
    this.deflate = new Deflate({ level }, (chunk, final) => this.ondata?.(null, chunk, final));
  }

  /** Adds bytes to the file (deflate copies them: `chunk` may be reused at once); `final` ends it. */
  push(chunk: Uint8Array<ArrayBuffer>, final = false): void {
    this.running = CRC32.buf(chunk, this.running);
    this.size += chunk.length;
    if (final) this.crc = this.running >>> 0;
    try {
      this.deflate.push(chunk, final);
    } catch (error) {
      this.ondata?.(error as FlateError, null as unknown as Uint8Array<ArrayBuffer>, final);
    }
  }
}
