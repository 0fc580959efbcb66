/** In-memory repositories and services for design review's unit tests (never imported by the server). */
import type { AuthUser } from '../../plugins/auth';
import { notFound } from '../../plugins/httpErrors';
import type { DesignsRepository, Person, VersionEntry } from './designs.repository';
import { DesignsService } from './designs.service';
import type { MarkRow, MarksRepository, ReplyRow } from './marks.repository';
import { MarksService } from './marks.service';
import type { OrderReader } from './orderAccess';

/** Staff as the services' unit tests act: a manager passes every check. */
export const staff = (id: number, over: Partial<AuthUser> = {}): AuthUser => ({
  id,
  email: `u${id}@x.io`,
  displayName: `User ${id}`,
  roleId: null,
  customerId: null,
  scope: 'manager',
  isOutsource: false,
  permission: null,
  ...over,
});

/** One order (#1) with two versions: v1 one image (entry 10), v2 two images (entry 20). */
export const VERSIONS: VersionEntry[] = [
  { historyId: 10, status: 'verified', note: null, products: ['/a.png'], createdAt: new Date(1), author: null },
  {
    historyId: 20,
    status: 'verified',
    note: 'v2',
    products: ['/b.png', '/c.png'],
    createdAt: new Date(2),
    author: null,
  },
];

/** Marks and replies in memory, the order's current entry settable. */
export class FakeMarks implements MarksRepository {
  marks: MarkRow[] = [];
  replies: ReplyRow[] = [];
  audited: unknown[] = [];
  current: number | null = 30;

  transaction<T>(work: (tx: MarksRepository) => Promise<T>): Promise<T> {
    return work(this);
  }
  insertMark(values: Parameters<MarksRepository['insertMark']>[0]) {
    const row: MarkRow = {
      id: this.marks.length + 1,
      orderId: values.orderId,
      versionHistoryId: values.versionHistoryId,
      imageIndex: values.imageIndex,
      kind: values.kind,
      points: values.points,
      body: values.body,
      authorKind: values.authorKind,
      status: values.status ?? 'open',
      forCustomer: values.forCustomer ?? false,
      authorId: values.authorId ?? null,
      customerName: values.customerName ?? null,
      reviewLinkId: values.reviewLinkId ?? null,
      stepHistoryId: values.stepHistoryId ?? null,
      resolvedBy: null,
      resolvedAt: null,
      createdAt: new Date(5),
      updatedAt: new Date(5),
    };
    this.marks.push(row);
    return Promise.resolve(row);
  }
  findMark(id: number) {
    return Promise.resolve(this.marks.find((m) => m.id === id) ?? null);
  }
  updateMark(id: number, values: Partial<MarkRow>) {
    const index = this.marks.findIndex((m) => m.id === id);
    if (index < 0) return Promise.resolve(null);
    this.marks[index] = { ...this.marks[index], ...values };
    return Promise.resolve(this.marks[index]);
  }
  deleteMark(id: number) {
    const row = this.marks.find((m) => m.id === id) ?? null;
    this.marks = this.marks.filter((m) => m.id !== id);
    return Promise.resolve(row);
  }
  listMarks(orderId: number, filter: Parameters<MarksRepository['listMarks']>[1]) {
    return Promise.resolve(
      this.marks.filter(
        (m) =>
          m.orderId === orderId &&
          (filter.status === undefined || m.status === filter.status) &&
          (filter.versionHistoryId === undefined || m.versionHistoryId === filter.versionHistoryId) &&
          (!filter.customerVisible || m.forCustomer || m.authorKind === 'customer'),
      ),
    );
  }
  insertReply(values: Parameters<MarksRepository['insertReply']>[0]) {
    const row: ReplyRow = {
      id: this.replies.length + 1,
      markId: values.markId,
      authorKind: values.authorKind,
      authorId: values.authorId ?? null,
      customerName: values.customerName ?? null,
      body: values.body,
      createdAt: new Date(6),
    };
    this.replies.push(row);
    return Promise.resolve(row);
  }
  repliesOf(ids: readonly number[]) {
    return Promise.resolve(this.replies.filter((r) => ids.includes(r.markId)));
  }
  currentEntryId() {
    return Promise.resolve(this.current);
  }
  audit(entries: readonly unknown[]) {
    this.audited.push(...entries);
    return Promise.resolve();
  }
}

const designsRepo: DesignsRepository = {
  versionEntries: (orderId) => Promise.resolve(orderId === 1 ? VERSIONS : []),
  markCounts: () => Promise.resolve([]),
  people: () => Promise.resolve(new Map()),
};

/** Reads order #1 only; any other is missing (404). */
export const readOrderOne: OrderReader = (_user, orderId) =>
  orderId === 1 ? Promise.resolve() : Promise.reject(notFound(`orders #${orderId} was not found.`));

/** Designs and marks services over the fakes. */
export function fakeServices(marks = new FakeMarks()) {
  const designs = new DesignsService(designsRepo, readOrderOne, (image) => Promise.resolve(`${image}.web`));
  return {
    marks,
    designs,
    service: new MarksService(marks, designs, readOrderOne, () => Promise.resolve(new Map<number, Person>())),
  };
}
