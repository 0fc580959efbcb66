/**
 * Imports that go on after their request was answered (boards over the sync limit). The
 * server waits for them when it closes: each is asked to stop after its current card and
 * writes its log row before the database closes.
 */
export class BackgroundImports {
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  /** Starts `work` without waiting for it; a failure goes to `onError`, never to a caller. */
  start(work: (stop: AbortSignal) => Promise<unknown>, onError: (error: unknown) => void): void {
    const task: Promise<void> = work(this.stopping.signal)
      .then(() => undefined, onError)
      .finally(() => this.running.delete(task));
    this.running.add(task);
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
