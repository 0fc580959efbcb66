import { DESCRIPTOR_LENGTH, readHash } from './imageDescriptor';
import { HASH_BITS, HASH_WORDS, hammingDistance } from './imageHash';
import { inverseNorms, scoreAt, SECTION_NAMES } from './imageSimilarity';
import { TopScores } from './topScores';

/** One indexed image that looks like the query: its public path and how alike (−1 to 1). */
export interface ImageMatch {
  readonly path: string;
  readonly score: number;
}

/** Images the hash pass hands to the full comparison: 2 % of 100,000, every image of a small index. */
export const CANDIDATES = 2048;

/**
 * The descriptors of every indexed image, in memory, searched by brute force in two passes:
 * the 128-bit hash of every image (four words, contiguous) ranks them by differing bits, then
 * the full descriptors of the {@link CANDIDATES} nearest are compared. Adding and removing
 * are O(1): a removed slot is filled by the last one.
 */
export class ImageIndex {
  private paths: string[] = [];
  private readonly slots = new Map<string, number>();
  private descriptors = new Int8Array(0);
  private hashes = new Int32Array(0);
  private norms = new Float32Array(0);

  get size(): number {
    return this.paths.length;
  }

  has(path: string): boolean {
    return this.slots.has(path);
  }

  /** Adds an image, or replaces the descriptor of one already indexed. */
  add(path: string, descriptor: Int8Array): void {
    if (descriptor.length !== DESCRIPTOR_LENGTH) throw new Error(`a descriptor has ${DESCRIPTOR_LENGTH} bytes`);
    let slot = this.slots.get(path);
    if (slot === undefined) {
      slot = this.paths.length;
      this.grow(slot + 1);
      this.paths.push(path);
      this.slots.set(path, slot);
    }
    this.write(slot, descriptor);
  }

  /** Removes an image; false when it was not indexed. */
  remove(path: string): boolean {
    const slot = this.slots.get(path);
    if (slot === undefined) return false;
    const last = this.paths.length - 1;
    if (slot !== last) {
      const lastPath = this.paths[last];
      this.write(slot, this.descriptorAt(last));
      this.paths[slot] = lastPath;
      this.slots.set(lastPath, slot);
    }
    this.paths.pop();
    this.slots.delete(path);
    return true;
  }

  /** The `count` images most like the query, best first. */
  nearest(query: Int8Array, count: number): ImageMatch[] {
    const best = new TopScores<number>(count);
    const queryNorms = inverseNorms(query);
    const sections = SECTION_NAMES.length;
    for (const slot of this.candidates(query)) {
      const score = scoreAt(query, queryNorms, this.descriptors, slot * DESCRIPTOR_LENGTH, this.norms, slot * sections);
      best.offer(score, slot);
    }
    return best.best().map(({ score, item }) => ({ path: this.paths[item], score }));
  }

  /** The slots of the {@link CANDIDATES} images whose hashes differ least from the query's. */
  private candidates(query: Int8Array): number[] {
    const n = this.paths.length;
    if (n <= CANDIDATES) return Array.from({ length: n }, (_, slot) => slot);
    const queryHash = new Int32Array(HASH_WORDS);
    readHash(query, queryHash, 0);
    const distances = new Uint8Array(n);
    const counts = new Uint32Array(HASH_BITS + 1);
    for (let slot = 0; slot < n; slot++) {
      const distance = hammingDistance(queryHash, 0, this.hashes, slot * HASH_WORDS);
      distances[slot] = distance;
      counts[distance]++;
    }
    // The largest distance that still fits, from the counts: no sort of 100,000 numbers.
    let limit = 0;
    for (let taken = 0; limit <= HASH_BITS && taken + counts[limit] <= CANDIDATES; limit++) taken += counts[limit];
    const chosen: number[] = [];
    const borderline: number[] = [];
    for (let slot = 0; slot < n; slot++) {
      if (distances[slot] < limit) chosen.push(slot);
      else if (distances[slot] === limit) borderline.push(slot);
    }
    return chosen.concat(borderline.slice(0, CANDIDATES - chosen.length));
  }

  private descriptorAt(slot: number): Int8Array {
    return this.descriptors.subarray(slot * DESCRIPTOR_LENGTH, (slot + 1) * DESCRIPTOR_LENGTH);
  }

  private write(slot: number, descriptor: Int8Array): void {
    this.descriptors.set(descriptor, slot * DESCRIPTOR_LENGTH);
    readHash(descriptor, this.hashes, slot * HASH_WORDS);
    this.norms.set(inverseNorms(descriptor), slot * SECTION_NAMES.length);
  }

  private grow(needed: number): void {
    const capacity = this.hashes.length / HASH_WORDS;
    if (needed <= capacity) return;
    const next = Math.max(needed, capacity * 2, 1024);
    const descriptors = new Int8Array(next * DESCRIPTOR_LENGTH);
    descriptors.set(this.descriptors);
    const hashes = new Int32Array(next * HASH_WORDS);
    hashes.set(this.hashes);
    const norms = new Float32Array(next * SECTION_NAMES.length);
    norms.set(this.norms);
    this.descriptors = descriptors;
    this.hashes = hashes;
    this.norms = norms;
  }
}
