import { ownedBytes } from '../../../shared/ownedBytes';
import { dataOf, type WriterPort, type WriterReply, type WriterRequest, type WriterSpec } from './exportWriter';
import type { ExportSink, PageRead } from './runExport';

/** The worker never answered: its script did not load or run here (the export can be written on the page's thread). */
export class WorkerUnavailable extends Error {}

/** A worker as the page holds it: its messages, its errors, and the end of it. */
export type ExportWorkerPort = WriterPort & {
  addEventListener(type: 'error', listener: (event: Event) => void): void;
};

/**
 * The page's side of a workbook a worker writes (exportWriter.ts): each step answers when the
 * worker has done it, so at most the page being written and the one being fetched are held
 * at once, however fast the server answers. A page goes over as the bytes that arrived: the
 * page's thread never holds its cells. The file's blocks come back as they fill, for the
 * export to hand on to where the file goes.
 */
export class WorkerWorkbook implements ExportSink {
  private readonly waiting: { resolve: (reply: WriterReply) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | null = null;
  private heard = false;

  constructor(
    private readonly port: ExportWorkerPort,
    spec: WriterSpec,
  ) {
    port.addEventListener('message', (event) => {
      this.heard = true;
      this.answered(dataOf(event) as WriterReply);
    });
    // A worker whose script fails to load or throws outside a message.
    port.addEventListener('error', (event: Event) => {
      const message = (event as Event & { readonly message?: string }).message || 'The export worker failed.';
      this.fail(this.heard ? new Error(message) : new WorkerUnavailable(message));
    });
    this.send({ type: 'start', spec });
  }

  async readPage(bytes: Uint8Array): Promise<PageRead> {
    const sent = ownedBytes(bytes);
    const read = this.ask({ type: 'page', bytes: sent }, [sent.buffer]);
    const written = this.expect().then((reply) => {
      if (reply.type !== 'written') throw new Error('The export worker answered out of turn.');
      return reply.parts;
    });
    // Heard by runExport once the page is read; a failure before that must not go unheard.
    written.catch(() => undefined);
    const head = await read;
    if (head.type !== 'read') throw new Error('The export worker answered out of turn.');
    return { next: head.next, total: head.total, rows: head.rows, written };
  }

  async finish(): Promise<Uint8Array<ArrayBuffer>[]> {
    const reply = await this.ask({ type: 'finish' });
    if (reply.type !== 'done') throw new Error('The export worker answered out of turn.');
    return reply.parts;
  }

  private send(request: WriterRequest, transfer: ArrayBuffer[] = []): void {
    this.port.postMessage(request, transfer);
  }

  /** Sends a request; answers its first reply. */
  private ask(request: WriterRequest, transfer: ArrayBuffer[] = []): Promise<WriterReply> {
    const reply = this.expect();
    if (!this.failure) this.send(request, transfer);
    return reply;
  }

  /** The next reply not yet waited for. */
  private expect(): Promise<WriterReply> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private answered(reply: WriterReply): void {
    if (reply.type === 'failed') return this.fail(new Error(reply.message));
    this.waiting.shift()?.resolve(reply);
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }
}
