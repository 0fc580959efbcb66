/** A file's bytes from its parts (byteBlocks.ts), for tests that read a workbook whole. */
export function joinParts(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

/** Where an export's blocks go in tests: every part `write` was given, in order. */
export function collectedFile() {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  return {
    parts,
    write: (next: Uint8Array<ArrayBuffer>[]): Promise<void> => {
      parts.push(...next);
      return Promise.resolve();
    },
  };
}
