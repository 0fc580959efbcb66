/**
 * Trello board exports made by the tests, shaped like Trello's "Export as JSON" (with the
 * parts the import ignores, such as actions and members, so the fixture is realistic).
 */

export interface FixtureAttachment {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly mimeType?: string | null;
  readonly isUpload?: boolean;
}

export interface FixtureCard {
  readonly id: string;
  readonly name: string;
  readonly idList: string;
  readonly desc?: string;
  readonly due?: string | null;
  readonly closed?: boolean;
  readonly labels?: readonly string[];
  readonly attachments?: readonly FixtureAttachment[];
  readonly idAttachmentCover?: string | null;
}

export interface FixtureList {
  readonly id: string;
  readonly name: string;
  readonly closed?: boolean;
}

/** A board export with these lists and cards. */
export function trelloBoard(id: string, name: string, lists: readonly FixtureList[], cards: readonly FixtureCard[]) {
  return {
    id,
    name,
    desc: '',
    closed: false,
    url: `https://trello.com/b/${id}/${name.toLowerCase().replace(/\W+/g, '-')}`,
    shortUrl: `https://trello.com/b/${id}`,
    prefs: { permissionLevel: 'private', background: 'blue' },
    labelNames: { green: '', yellow: '', red: 'Urgent' },
    actions: [{ id: `${id}-a1`, type: 'createBoard', date: '2026-01-01T00:00:00.000Z' }],
    members: [{ id: 'm1', fullName: 'Lan Nguyen', username: 'lan' }],
    checklists: [],
    labels: [{ id: 'lb1', idBoard: id, name: 'Urgent', color: 'red' }],
    lists: lists.map((list, i) => ({ idBoard: id, pos: (i + 1) * 16_384, closed: false, subscribed: false, ...list })),
    cards: cards.map((card, i) => ({
      idBoard: id,
      desc: '',
      due: null,
      dueComplete: false,
      closed: false,
      pos: (i + 1) * 65_535,
      idMembers: [],
      idChecklists: [],
      badges: { attachments: card.attachments?.length ?? 0 },
      url: `https://trello.com/c/${card.id}/${i + 1}`,
      shortUrl: `https://trello.com/c/${card.id}`,
      idAttachmentCover: null,
      ...card,
      labels: (card.labels ?? []).map((label, j) => ({
        id: `${card.id}-l${j}`,
        idBoard: id,
        name: label,
        color: 'red',
      })),
      idLabels: (card.labels ?? []).map((_, j) => `${card.id}-l${j}`),
      attachments: (card.attachments ?? []).map((a) => ({
        bytes: 1234,
        date: '2026-01-02T00:00:00.000Z',
        idMember: 'm1',
        isUpload: true,
        mimeType: 'image/png',
        previews: [],
        pos: 16_384,
        ...a,
      })),
    })),
  };
}

/** A board of `count` plain cards in one "To do" list. */
export function largeBoard(id: string, count: number) {
  return trelloBoard(
    id,
    `Large ${id}`,
    [{ id: `${id}-todo`, name: 'To do' }],
    Array.from({ length: count }, (_, i) => ({ id: `${id}-c${i + 1}`, name: `Card ${i + 1}`, idList: `${id}-todo` })),
  );
}
