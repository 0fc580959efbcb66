/** Bytes per block: a 100 MB workbook is 25 buffers, handed over as they are. */
const BLOCK_SIZE = 4 << 20;

/**
 * Collects a file's bytes, as they are written, into blocks of a few MB. The file is never
 * copied into one buffer: each block, once full, is taken to the disk (or into the browser's
 * Blob) while the rest is written, so a 100 MB export holds a block or two, not 100 MB.
 */
export class ByteBlocks {
  private readonly blocks: Uint8Array<ArrayBuffer>[] = [];
  private block: Uint8Array<ArrayBuffer> | null = null;
  private at = 0;

  constructor(private readonly size = BLOCK_SIZE) {}

  /** Copies `bytes` in after what is already there. */
  push(bytes: Uint8Array): void {
    for (let from = 0; from < bytes.length;) {
      if (!this.block || this.at === this.size) {
        if (this.block) this.blocks.push(this.block);
        this.block = new Uint8Array(this.size);
        this.at = 0;
      }
      const n = Math.min(bytes.length - from, this.size - this.at);
      this.block.set(bytes.subarray(from, from + n), this.at);
      this.at += n;
      from += n;
    }
  }

  /** The blocks filled since the last take, in order, each a whole buffer of its own; they are the caller's. */
  take(): Uint8Array<ArrayBuffer>[] {
    return this.blocks.splice(0);
  }

  /** Every block not yet taken, in order, the last cut to its bytes: each a whole buffer of its own. */
  finish(): Uint8Array<ArrayBuffer>[] {
    const blocks = this.blocks.splice(0);
    if (this.block && this.at > 0) blocks.push(this.at === this.size ? this.block : this.block.slice(0, this.at));
    this.block = null;
    this.at = 0;
    return blocks;
  }
}
