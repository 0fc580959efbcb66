/**
 * Writes text as UTF-8 into one reused buffer, handed to `flush` each time it fills (and at
 * `end`). A sheet's rows are written through it straight into the zip's deflate stream, which
 * copies what it is given: no page's XML is ever one string, nor a fresh array of bytes, so an
 * export of a million rows allocates little more than its cells.
 */

/** The most bytes one UTF-16 code unit becomes in UTF-8 (a surrogate pair: 4 bytes for 2 units). */
const MAX_BYTES_PER_UNIT = 3;
const DEFAULT_SIZE = 1 << 16;
const encoder = new TextEncoder();
const ZERO = 0x30;
const MINUS = 0x2d;

export class ByteWriter {
  private readonly buffer: Uint8Array<ArrayBuffer>;
  private at = 0;

  constructor(
    /** Receives the bytes written so far; they may be overwritten once it returns. */
    private readonly flush: (bytes: Uint8Array<ArrayBuffer>) => void,
    size = DEFAULT_SIZE,
  ) {
    this.buffer = new Uint8Array(size);
  }

  /** Writes a text known to hold only ASCII (tags, attributes, numbers). */
  ascii(text: string): void {
    const length = text.length;
    if (this.at + length > this.buffer.length) {
      this.drain();
      if (length > this.buffer.length) return this.flush(encoder.encode(text));
    }
    const buffer = this.buffer;
    let at = this.at;
    for (let i = 0; i < length; i++) buffer[at++] = text.charCodeAt(i);
    this.at = at;
  }

  /** Writes a number as JavaScript writes it; a whole one digit by digit, without a string. */
  number(n: number): void {
    if (!Number.isSafeInteger(n)) return this.ascii(String(n));
    // At most 17 characters: a sign and 16 digits.
    if (this.at + 17 > this.buffer.length) this.drain();
    const buffer = this.buffer;
    if (n < 0) {
      buffer[this.at++] = MINUS;
      n = -n;
    }
    let digits = 1;
    for (let power = 10; power <= n && digits < 16; power *= 10) digits++;
    let at = this.at + digits;
    this.at = at;
    // Small integers (most cells) in 32-bit arithmetic, which is much faster than a division.
    for (; n > 0x7fffffff; n = Math.floor(n / 10)) buffer[--at] = ZERO + (n % 10);
    do {
      buffer[--at] = ZERO + (n % 10);
      n = (n / 10) | 0;
    } while (n > 0);
  }

  /** Writes any text, as UTF-8. */
  text(text: string): void {
    const room = this.buffer.length - this.at;
    if (text.length * MAX_BYTES_PER_UNIT > room) {
      this.drain();
      if (text.length * MAX_BYTES_PER_UNIT > this.buffer.length) return this.flush(encoder.encode(text));
    }
    this.at += encoder.encodeInto(text, this.buffer.subarray(this.at)).written;
  }

  /** Hands over what is written and not yet flushed. */
  drain(): void {
    if (this.at === 0) return;
    this.flush(this.buffer.subarray(0, this.at));
    this.at = 0;
  }
}
