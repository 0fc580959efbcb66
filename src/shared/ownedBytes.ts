/**
 * `bytes` as a view of a whole plain `ArrayBuffer` of its own: as it is when it already is
 * one, a copy otherwise (a view of part of a larger buffer, or of a shared one). Such bytes
 * can be handed over whole, transferred to a worker or sent across IPC, without carrying
 * more than themselves and without detaching anyone else's.
 */
export function ownedBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const whole =
    bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}
