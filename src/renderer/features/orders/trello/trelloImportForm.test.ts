import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../../shared/api/multipart';
import { trelloImportFormSchema } from '../../../../shared/api/trello';
import { INITIAL_ORDER_STATUS } from '../../../../shared/domain/orderStatus';
import {
  initialTrelloImport,
  readChosenFile,
  trelloImportRequest,
  validateTrelloImport,
  withFile,
} from './trelloImportForm';

const bytes = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

const board = {
  id: 'b1',
  name: 'Studio',
  lists: [
    { id: 'l2', name: 'Done', pos: 2 },
    { id: 'l1', name: 'To do', pos: 1 },
    { id: 'l3', name: 'Old', pos: 3, closed: true },
  ],
  cards: [
    { id: 'c1', name: 'A', idList: 'l1' },
    { id: 'c2', name: 'B', idList: 'l1' },
    { id: 'c3', name: 'C', idList: 'l2' },
    { id: 'c4', name: 'Archived', idList: 'l2', closed: true },
    { id: 'c5', name: 'In an old list', idList: 'l3' },
  ],
};

describe('the Trello import form', () => {
  it('defaults the finish date to 24 hours ahead, unpaid, no file', () => {
    const values = initialTrelloImport(new Date(2026, 10, 23, 8, 30));
    expect(values).toMatchObject({ file: null, finishedDate: '2026-11-24T08:30', paymentStatus: 'CTT' });
    expect(validateTrelloImport(values)).toEqual({ file: 'form.required' });
  });

  it('reads the board in the browser: its open lists in order, their cards, and default statuses by name', () => {
    const file = readChosenFile('studio.json', bytes(board));
    expect(file).toMatchObject({
      name: 'studio.json',
      board: {
        name: 'Studio',
        cards: 3,
        lists: [
          { id: 'l1', name: 'To do', cards: 2 },
          { id: 'l2', name: 'Done', cards: 1 },
        ],
      },
    });
    expect(withFile(initialTrelloImport(), file).listStatuses).toEqual({ l1: INITIAL_ORDER_STATUS, l2: 'done' });
  });

  it('says why a file is not a board export', () => {
    const values = withFile(initialTrelloImport(), readChosenFile('notes.txt', bytes('hello')));
    expect(validateTrelloImport(values)).toEqual({ file: 'trello.refused.notJson' });
    const card = withFile(initialTrelloImport(), readChosenFile('card.json', bytes({ id: 'c1', name: 'x' })));
    expect(validateTrelloImport(card)).toEqual({ file: 'trello.refused.notBoard' });
  });

  it('sends the file, the fields as set, and the mapping the user changed', () => {
    const chosen = withFile(initialTrelloImport(), readChosenFile('studio.json', bytes(board)));
    const values = {
      ...chosen,
      cookie: '  dsc=1  ',
      customerId: 3,
      channelId: 2,
      finishedDate: '2026-12-01T10:00',
      paymentStatus: 'TT' as const,
      listStatuses: { ...chosen.listStatuses, l1: 'new_deal' as const },
    };
    expect(validateTrelloImport(values)).toEqual({});
    const parts = trelloImportRequest(values);
    expect(parts).toMatchObject({
      file: { name: 'studio.json', type: 'application/json' },
      cookie: 'dsc=1',
      customerId: '3',
      channelId: '2',
      saleId: undefined,
      finishedDate: new Date('2026-12-01T10:00').toISOString(),
      paymentStatus: 'TT',
    });
    expect(JSON.parse(parts.listStatuses ?? '')).toEqual({ l1: 'new_deal', l2: 'done' });
    // The server reads the form's text fields back typed.
    const form = toFormData(parts);
    expect([...form.keys()].at(-1)).toBe('file');
    const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'));
    expect(trelloImportFormSchema.parse(fields)).toEqual({
      cookie: 'dsc=1',
      customerId: 3,
      channelId: 2,
      finishedDate: new Date('2026-12-01T10:00').toISOString(),
      paymentStatus: 'TT',
      listStatuses: { l1: 'new_deal', l2: 'done' },
    });
    expect(trelloImportRequest({ ...values, cookie: ' ' }).cookie).toBeUndefined();
  });
});
