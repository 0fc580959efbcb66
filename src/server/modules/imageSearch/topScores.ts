/**
 * Keeps the `capacity` highest-scoring items seen (a min-heap on the score): a scan over
 * 100,000 images keeps a few hundred without sorting them all.
 */
export class TopScores<T> {
  private readonly scores: number[] = [];
  private readonly items: T[] = [];

  constructor(private readonly capacity: number) {}

  /** The lowest score kept once full; −Infinity before. */
  get floor(): number {
    return this.scores.length < this.capacity ? -Infinity : this.scores[0];
  }

  offer(score: number, item: T): void {
    if (this.capacity <= 0) return;
    if (this.scores.length < this.capacity) {
      this.scores.push(score);
      this.items.push(item);
      this.siftUp(this.scores.length - 1);
    } else if (score > this.scores[0]) {
      this.scores[0] = score;
      this.items[0] = item;
      this.siftDown(0);
    }
  }

  /** What was kept, best first. */
  best(): { score: number; item: T }[] {
    return this.scores.map((score, i) => ({ score, item: this.items[i] })).sort((a, b) => b.score - a.score);
  }

  private swap(i: number, j: number): void {
    [this.scores[i], this.scores[j]] = [this.scores[j], this.scores[i]];
    [this.items[i], this.items[j]] = [this.items[j], this.items[i]];
  }

  private siftUp(i: number): void {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.scores[parent] <= this.scores[i]) return;
      this.swap(i, parent);
      i = parent;
    }
  }

  private siftDown(i: number): void {
    const n = this.scores.length;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let least = i;
      if (left < n && this.scores[left] < this.scores[least]) least = left;
      if (right < n && this.scores[right] < this.scores[least]) least = right;
      if (least === i) return;
      this.swap(i, least);
      i = least;
    }
  }
}
