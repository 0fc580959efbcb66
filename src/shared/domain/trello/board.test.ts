import { describe, expect, it } from 'vitest';
import { cardsToImport, openLists, readBoardExport, TRELLO_EXPORT_MAX_BYTES } from './board';

const board = {
  id: 'b1',
  name: 'Orders',
  actions: [{ type: 'createCard' }],
  lists: [
    { id: 'l2', name: 'Doing', closed: false, pos: 200 },
    { id: 'l1', name: 'To do', closed: false, pos: 100 },
    { id: 'l3', name: 'Old', closed: true, pos: 300 },
  ],
  cards: [
    { id: 'c1', name: 'Second in to do', idList: 'l1', pos: 2 },
    { id: 'c2', name: 'Doing one', idList: 'l2', pos: 1 },
    { id: 'c3', name: 'First in to do', idList: 'l1', pos: 1 },
    { id: 'c4', name: 'Archived card', idList: 'l1', closed: true },
    { id: 'c5', name: 'In an archived list', idList: 'l3' },
    { id: 'c6', name: 'In a list the file lacks', idList: 'gone' },
  ],
};

describe('readBoardExport', () => {
  it('reads a board, defaulting what old exports leave out', () => {
    const reading = readBoardExport(JSON.stringify(board));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.board.cards[0]).toMatchObject({ closed: false, labels: [], attachments: [] });
    expect(reading.board).not.toHaveProperty('actions');
  });

  it('refuses text that is not JSON', () => {
    expect(readBoardExport('name,list\nA,B')).toEqual({ ok: false, refusal: 'notJson' });
  });

  it('refuses JSON that is not a board, saying where', () => {
    const card = { id: 'c1', name: 'A card alone', idList: 'l1', idBoard: 'b1' };
    expect(readBoardExport(JSON.stringify(card))).toMatchObject({ ok: false, refusal: 'notBoard' });
    expect(readBoardExport('[1,2]')).toMatchObject({ ok: false, refusal: 'notBoard' });
    const badCard = { ...board, cards: [{ id: 'c1', name: 'No list' }] };
    expect(readBoardExport(JSON.stringify(badCard))).toEqual({
      ok: false,
      refusal: 'notBoard',
      detail: expect.stringContaining('cards.0.idList') as string,
    });
  });

  it('refuses a file over the size limit before parsing it', () => {
    expect(readBoardExport('{}', TRELLO_EXPORT_MAX_BYTES + 1)).toEqual({ ok: false, refusal: 'tooLarge' });
  });
});

describe('cardsToImport', () => {
  it('keeps open cards of open lists, list by list in board order, then by position', () => {
    const reading = readBoardExport(JSON.stringify(board));
    if (!reading.ok) throw new Error('not read');
    expect(openLists(reading.board).map((l) => l.id)).toEqual(['l1', 'l2']);
    expect(cardsToImport(reading.board).map((c) => c.id)).toEqual(['c3', 'c1', 'c2']);
  });
});
