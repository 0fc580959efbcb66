/**
 * Imports the server waits for when it closes: each is asked to stop after its current card
 * and writes its log row before the database closes. Boards over the sync limit, and small
 * boards that take too long, go on here after their request was answered.
 */
export class BackgroundImports {
  private readonly running = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();

  /** Starts `work` and answers its promise; the server waits for it on close. */
  track<T>(work: (stop: AbortSignal) => Promise<T>): Promise<T> {
    const task = work(this.stopping.signal);
    const settled = task.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(settled);
    void settled.then(() => this.running.delete(settled));
    return task;
  }

  /** How many imports are running. */
  get size(): number {
    return this.running.size;
  }

  /** Asks every running import to stop and waits until each has written its log. */
  async close(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.running]);
  }
}
