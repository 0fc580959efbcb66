import { describe, expect, it } from 'vitest';
import type { LogStatus } from '../../../shared/domain/enums';
import type { CardResult } from '../../../shared/domain/trello/importLog';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/httpErrors';
import type { ImportedOrder } from '../orders/index';
import type { OrderRow } from '../orders/orders.repository';
import { BackgroundImports } from './backgroundImports';
import type { TrelloRepository } from './trello.repository';
import { TrelloImportService } from './trello.service';

/** The import's flow with fakes: when it answers, what its log row ends with, and stopping. */

const user = { id: 5, permission: { orders: ['create'] }, scope: 'staff', isOutsource: false } as unknown as AuthUser;
const FINISH = '2026-12-20T10:00:00.000Z';

class FakeRepo implements TrelloRepository {
  logs = new Map<number, { results: readonly CardResult[]; status: LogStatus; summaries: string[] }>();
  imported = new Map<string, number>();
  startLog(_userId: number, _values: unknown, summary: string) {
    const id = this.logs.size + 1;
    this.logs.set(id, { results: [], status: 'inprogress', summaries: [summary] });
    return Promise.resolve(id);
  }
  saveProgress(logId: number, results: readonly CardResult[]) {
    this.logs.get(logId)!.results = [...results];
    return Promise.resolve();
  }
  finishLog(logId: number, results: readonly CardResult[], status: LogStatus, summary: string) {
    const log = this.logs.get(logId)!;
    Object.assign(log, { results: [...results], status });
    log.summaries.push(summary);
    return Promise.resolve();
  }
  importedOrders(cardIds: readonly string[]) {
    return Promise.resolve(
      new Map(cardIds.flatMap((id) => (this.imported.has(id) ? [[id, this.imported.get(id)!]] : []))),
    );
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setup(options: { orderMs?: number; syncAnswerMs?: number } = {}) {
  const repo = new FakeRepo();
  const background = new BackgroundImports();
  const made: ImportedOrder[] = [];
  const service = new TrelloImportService({
    repo,
    background,
    syncAnswerMs: options.syncAnswerMs,
    orders: {
      assertReferences: () => Promise.resolve(),
      async createImported(_user, order) {
        if (options.orderMs) await wait(options.orderMs);
        made.push(order);
        repo.imported.set(order.card.cardId, 100 + made.length);
        return { id: 100 + made.length } as OrderRow;
      },
    },
    images: {
      keep: () =>
        Promise.resolve([{ image: '/uploads/2026/01/0123456789abcdef0123456789abcdef.png', previewImage: '' }]),
      remove: () => Promise.resolve({ url: '', deleted: true }),
    },
    download: () => Promise.resolve({ ok: false, reason: 'unused' }),
    drawCover: () => Promise.resolve(new Uint8Array([1])),
    onError: (error) => {
      throw error;
    },
  });
  return { repo, background, service, made };
}

const board = (cards: number) => ({
  id: 'b1',
  name: 'Board',
  lists: [{ id: 'l1', name: 'Done' }],
  cards: Array.from({ length: cards }, (_, i) => ({ id: `c${i + 1}`, name: `Card ${i + 1}`, idList: 'l1' })),
});

const form = (content: unknown) => ({
  files: [Buffer.from(typeof content === 'string' ? content : JSON.stringify(content))],
  fileNames: ['board.json'],
  fields: { finishedDate: FINISH },
});

describe('TrelloImportService', () => {
  it('answers a small board when it is done, with the log finished', async () => {
    const { service, repo, made } = setup();
    const answer = await service.import(user, form(board(3)));
    expect(answer).toEqual({
      message: 'Imported 3 cards: 3 created, 0 skipped (imported before), 0 failed.',
      logId: 1,
      status: 'done',
      cards: 3,
      created: 3,
      skipped: 0,
      failed: 0,
    });
    expect(made.map((o) => [o.input.name, o.status])).toEqual([
      ['Card 1', 'done'],
      ['Card 2', 'done'],
      ['Card 3', 'done'],
    ]);
    expect(repo.logs.get(1)).toMatchObject({ status: 'done' });
    expect(repo.logs.get(1)!.results).toHaveLength(3);
  });

  it('skips cards imported before without making them again', async () => {
    const { service, repo, made } = setup();
    repo.imported.set('c2', 77);
    const answer = await service.import(user, form(board(3)));
    expect(answer).toMatchObject({ created: 2, skipped: 1 });
    expect(made.map((o) => o.card.cardId)).toEqual(['c1', 'c3']);
    expect(repo.logs.get(1)!.results[1]).toEqual({ name: 'Card 2', cardId: 'c2', status: 'skipped', orderId: 77 });
  });

  it('answers a slow small board "Wait a min for updating" and finishes it in the background', async () => {
    const { service, repo, background } = setup({ orderMs: 30, syncAnswerMs: 40 });
    const answer = await service.import(user, form(board(5)));
    expect(answer).toMatchObject({ message: 'Wait a min for updating', status: 'inprogress', cards: 5 });
    while (background.size > 0) await wait(10);
    expect(repo.logs.get(1)).toMatchObject({ status: 'done' });
    expect(repo.logs.get(1)!.results).toHaveLength(5);
  });

  it('stops a background import when the server closes, its log saying how far it got', async () => {
    const { service, repo, background } = setup({ orderMs: 5 });
    const answer = await service.import(user, form(board(60)));
    expect(answer.message).toBe('Wait a min for updating');
    await wait(30);
    await background.close();
    const log = repo.logs.get(1)!;
    expect(log.status).toBe('failed');
    expect(log.results.length).toBeGreaterThan(0);
    expect(log.results.length).toBeLessThan(60);
    expect(log.summaries.at(-1)).toMatch(/stopped after \d+ of 60 cards/);
  });

  it('refuses a file that is not a board before writing anything', async () => {
    const { service, repo } = setup();
    await expect(service.import(user, form('not json'))).rejects.toBeInstanceOf(HttpError);
    await expect(service.import(user, form({ lists: [] }))).rejects.toMatchObject({ statusCode: 400 });
    expect(repo.logs.size).toBe(0);
  });
});
