import { describe, expect, it } from 'vitest';
import { buildActivityLog, countByKind, type ActivitySources } from './activityLog';

const none: ActivitySources = {
  audit: [],
  packages: [],
  orders: [],
  attendedProducts: [],
  createdProducts: [],
  orderNotes: [],
  reviews: [],
  logged: [],
};
const ann = { displayName: 'Ann' };

describe('buildActivityLog', () => {
  it('is empty without sources', () => {
    expect(buildActivityLog(none)).toEqual([]);
  });

  it('reads a creation and a change of the record as summary, note and email lines', () => {
    const log = buildActivityLog({
      ...none,
      audit: [
        {
          id: 1,
          createdAt: '2026-01-01T00:00:00.000Z',
          action: 'create',
          user: ann,
          before: null,
          after: { displayName: 'Lan', email: 'lan@x.vn', note: null },
        },
        {
          id: 2,
          createdAt: '2026-01-02T00:00:00.000Z',
          action: 'update',
          user: null,
          before: { note: null },
          after: { note: 'Call back Monday' },
        },
        { id: 3, createdAt: '2026-01-03T00:00:00.000Z', action: 'delete', before: { displayName: 'Lan' }, after: null },
      ],
    });
    expect(log.map((e) => [e.kind, e.who, e.text])).toEqual([
      ['summary', null, null],
      ['note', null, 'Call back Monday'],
      ['summary', null, null],
      ['email', 'Ann', 'lan@x.vn'],
      ['note', 'Ann', null],
      ['summary', 'Ann', null],
    ]);
    expect(log[0]).toMatchObject({ action: 'delete', fields: ['displayName'] });
    expect(log[2]).toMatchObject({ action: 'update', fields: ['note'] });
    expect(log[5]).toMatchObject({ action: 'create', fields: ['displayName', 'email', 'note'] });
  });

  it('lists packages, orders, products, order notes and reviews with who, when and where they lead', () => {
    const log = buildActivityLog({
      ...none,
      packages: [{ id: 4, name: 'Ten logos', createdAt: '2026-02-01T00:00:00.000Z', dealer: ann }],
      orders: [
        { id: 9, code: 'DH9', name: 'Menu', createdAt: '2026-02-03T00:00:00.000Z', sale: { displayName: 'Bo' } },
      ],
      attendedProducts: [{ id: 5, name: 'Old logo', createdAt: '2025-12-01T00:00:00.000Z', creator: ann }],
      createdProducts: [{ id: 6, name: 'New logo', createdAt: '2026-02-05T00:00:00.000Z' }],
      orderNotes: [{ id: 7, content: 'Called', createdAt: '2026-02-04T00:00:00.000Z', orderId: 9, reviewer: ann }],
      reviews: [{ id: 8, content: 'Great', rate: 5, createdAt: '2026-02-06T00:00:00.000Z', reviewer: ann }],
    });
    expect(log.map((e) => [e.kind, e.who, e.text, e.link])).toEqual([
      ['comment', 'Ann', 'Great', null],
      ['createdProduct', null, 'New logo', null],
      ['callLog', 'Ann', 'Called', '/orders/9/edit'],
      ['orderRequested', 'Bo', 'DH9 · Menu', '/orders/9/edit'],
      ['package', 'Ann', 'Ten logos', '/packages/4/show'],
      ['productAttended', 'Ann', 'Old logo', null],
    ]);
    expect(log[0].rate).toBe(5);
    expect(countByKind(log)).toMatchObject({ comment: 1, package: 1, note: 0, summary: 0 });
  });

  it('names an order without a code by its id', () => {
    const [entry] = buildActivityLog({
      ...none,
      orders: [{ id: 3, code: null, name: 'Flyer', createdAt: '2026-01-01T00:00:00.000Z' }],
    });
    expect(entry).toMatchObject({ text: '#3 · Flyer', who: null });
  });
});

describe('logged activities', () => {
  it('join the log by when they happened, as their own kinds, leading to their order', () => {
    const logged = {
      id: 4,
      customerId: 1,
      orderId: 9,
      kind: 'email' as const,
      at: '2026-01-05T00:00:00.000Z',
      summary: 'Sent the quote',
      authorId: 2,
      authorName: 'Ann',
      createdAt: '2026-01-06T00:00:00.000Z',
      updatedAt: '2026-01-06T00:00:00.000Z',
    };
    const log = buildActivityLog({
      ...none,
      logged: [logged, { ...logged, id: 5, kind: 'meeting', orderId: null, at: '2026-01-07T00:00:00.000Z' }],
      reviews: [{ id: 1, content: 'Good', rate: 5, createdAt: '2026-01-06T00:00:00.000Z', reviewer: ann }],
    });
    expect(log.map((e) => e.kind)).toEqual(['meeting', 'comment', 'emailSent']);
    expect(log[2]).toMatchObject({ who: 'Ann', text: 'Sent the quote', link: '/orders/9/edit', activity: logged });
    expect(log[0].link).toBeNull();
  });
});
