import { describe, expect, it } from 'vitest';
import { TRELLO_EXPORT_MAX_BYTES } from '../domain/trello/board';
import { toTrelloImportFormData, trelloImportFormSchema, trelloImportRequestSchema } from './trello';

const FINISH = '2026-12-20T10:00:00.000Z';
const file = (bytes = 2) => ({ name: 'board.json', data: new Uint8Array(bytes) });

describe('the Trello import request', () => {
  it('takes the file, the fields and the list mapping', () => {
    const request = {
      file: file(),
      cookie: 'dsc=1',
      customerId: 3,
      saleId: 4,
      finishedDate: FINISH,
      paymentStatus: 'TT',
      status: 'new_deal',
      listStatuses: { l1: 'done' },
    };
    expect(trelloImportRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses an export over 20 MB, unknown fields and statuses that do not exist', () => {
    expect(
      trelloImportRequestSchema.safeParse({ file: file(TRELLO_EXPORT_MAX_BYTES + 1), finishedDate: FINISH }).success,
    ).toBe(false);
    expect(trelloImportRequestSchema.safeParse({ file: file(), finishedDate: FINISH, extra: 1 }).success).toBe(false);
    expect(
      trelloImportRequestSchema.safeParse({ file: file(), finishedDate: FINISH, listStatuses: { l1: 'lost' } }).success,
    ).toBe(false);
    expect(trelloImportRequestSchema.safeParse({ file: file() }).success).toBe(false);
  });
});

describe('the multipart form', () => {
  it('sends every field as text and the file last, and the server reads it back typed', async () => {
    const form = toTrelloImportFormData({
      file: file(),
      customerId: 3,
      finishedDate: FINISH,
      listStatuses: { l1: 'done', l2: 'pre_order' },
      cookie: undefined,
    });
    expect([...form.keys()]).toEqual(['customerId', 'finishedDate', 'listStatuses', 'file']);
    const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'));
    expect(trelloImportFormSchema.parse(fields)).toEqual({
      customerId: 3,
      finishedDate: FINISH,
      listStatuses: { l1: 'done', l2: 'pre_order' },
    });
    const sent = form.get('file') as File;
    expect(sent.name).toBe('board.json');
    expect(sent.type).toBe('application/json');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array(2));
  });

  it('refuses ids that are not whole numbers and a mapping that is not JSON', () => {
    expect(trelloImportFormSchema.safeParse({ finishedDate: FINISH, customerId: '3.5' }).success).toBe(false);
    expect(trelloImportFormSchema.safeParse({ finishedDate: FINISH, listStatuses: '{oops' }).success).toBe(false);
  });
});
