import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { STALE_ORDER_MESSAGE } from '../../../shared/domain/workflow/index';
import { HttpError } from '../../plugins/httpErrors';
import type { OrderRow } from '../orders/orders.repository';
import type {
  EntryRecord,
  EntryRow,
  LockedOrder,
  ProductValues,
  UserRole,
  WorkflowRepository,
} from './workflow.repository';
import { WorkflowService } from './workflow.service';
import { testUser } from '../../plugins/testUsers';

/**
 * The workflow's application with an in-memory repository: freshness checks, the step a
 * target status names, refusals as HTTP errors, and the effects written in order.
 */

class FakeWorkflow implements WorkflowRepository {
  order: LockedOrder = {
    id: 1,
    name: 'Poster',
    status: 'new_deal',
    designerId: null,
    customerId: 3,
    productCatalogIds: [2],
    productsId: [9],
    updatedAt: new Date(1_000),
    isDelete: false,
  };
  entries: EntryRecord[] = [];
  users: UserRole[] = [
    { id: 7, roleId: 7, isDelete: false },
    { id: 11, roleId: 11, isDelete: false },
  ];
  products: ProductValues[] = [];
  /** Design marks: id, status and the step (history entry) each was made at. */
  marks: { id: number; status: 'open' | 'resolved'; step: number }[] = [];
  transactions = 0;
  audited: unknown[] = [];
  audit(entry: unknown) {
    this.audited.push(entry);
    return Promise.resolve();
  }

  transaction<T>(work: (tx: WorkflowRepository) => Promise<T>): Promise<T> {
    this.transactions += 1;
    return work(this);
  }
  lockOrder(id: number) {
    return Promise.resolve(id === this.order.id ? this.order : null);
  }
  latestEntries() {
    return Promise.resolve([...this.entries].reverse().slice(0, 2) as EntryRow[]);
  }
  findEntry(id: number) {
    return Promise.resolve((this.entries.find((e) => e.id === id) as EntryRow | undefined) ?? null);
  }
  findUserRoles(ids: readonly number[]) {
    return Promise.resolve(this.users.filter((u) => ids.includes(u.id)));
  }
  updateEntry(id: number, values: Partial<EntryRecord>) {
    const index = this.entries.findIndex((e) => e.id === id);
    if (index < 0) return Promise.resolve(null);
    this.entries[index] = { ...this.entries[index], ...values };
    return Promise.resolve(this.entries[index]);
  }
  insertEntry(values: Partial<EntryRecord>) {
    const entry = {
      id: 500 + this.entries.length,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...values,
    } as EntryRecord;
    this.entries.push(entry);
    return Promise.resolve(entry);
  }
  countStepMarks(historyId: number) {
    return Promise.resolve(this.marks.filter((m) => m.step === historyId).length);
  }
  marksAmong(_orderId: number, ids: readonly number[]) {
    return Promise.resolve(this.marks.filter((m) => ids.includes(m.id)).map(({ id, status }) => ({ id, status })));
  }
  resolveMarks(ids: readonly number[]) {
    for (const mark of this.marks) if (ids.includes(mark.id)) mark.status = 'resolved';
    return Promise.resolve();
  }
  insertProducts(values: readonly ProductValues[]) {
    this.products.push(...values);
    return Promise.resolve(values.map((_, index) => 700 + index));
  }
  updateOrder(_id: number, values: Partial<OrderRow>) {
    this.order = { ...this.order, ...values, updatedAt: new Date(2_000) };
    return Promise.resolve({ ...this.order, name: 'Order' } as unknown as OrderRow);
  }

  /** Starts the order at `status` with one current entry assigned to `assignee`, made by `assignerId` with `products`. */
  at(status: OrderStatus, assignee = 3, products: string[] | null = null, assignerId = 3): this {
    this.order = { ...this.order, status };
    this.entries = [
      {
        id: 400,
        orderId: 1,
        status,
        assignedUser: [assignee],
        accept: null,
        note: null,
        isCurrent: true,
        products,
        assignerId,
      } as EntryRecord,
    ];
    return this;
  }
}

const leader = testUser({
  id: 11,
  email: 'leader@x.io',
  displayName: 'Leader',
  roleId: 11,
  scope: 'staff',
  permission: { orderFlow: ['nextNewDeal', 'nextVerified'] },
});

const statusOf = async (work: Promise<unknown>): Promise<number> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
  return 200;
};

let repo: FakeWorkflow;
let service: WorkflowService;
beforeEach(() => {
  repo = new FakeWorkflow().at('new_deal');
  service = new WorkflowService(repo);
});

describe('WorkflowService.step', () => {
  it('reads the step from the status asked for: new_deal → designer_confirm assigns the designer', async () => {
    const result = await service.step(leader, {
      orderId: 1,
      action: 'byStatus',
      input: { assignedUser: [7], note: 'please' },
      expect: { targetStatus: 'designer_confirm', expectedStatus: 'new_deal', currentHistoryId: 400 },
    });
    expect(result.status).toBe('designer_confirm');
    expect(result.assignedUser).toEqual([7]);
    expect(repo.entries.find((e) => e.id === 400)).toMatchObject({ isCurrent: false, accept: true });
    expect(repo.order.status).toBe('designer_confirm');
    expect(repo.transactions).toBe(1);
    expect(repo.audited).toHaveLength(1);
    expect(repo.audited[0]).toMatchObject({
      action: 'workflow',
      resource: 'orders',
      recordId: 1,
      userId: 11,
      after: { status: 'designer_confirm' },
    });
  });

  it('refuses a status that is not one step away with a 400, and nothing is written', async () => {
    const work = service.step(leader, { orderId: 1, action: 'byStatus', input: {}, expect: { targetStatus: 'done' } });
    expect(await statusOf(work)).toBe(400);
    expect(repo.entries).toHaveLength(1);
  });

  it('refuses a step against what someone else already changed with 409', async () => {
    const work = service.step(leader, {
      orderId: 1,
      action: 'accept',
      input: { assignedUser: [7] },
      expect: { expectedStatus: 'designer_confirm' },
    });
    await expect(work).rejects.toThrow(STALE_ORDER_MESSAGE);
    expect(repo.order.status).toBe('new_deal');
  });

  it('turns a workflow refusal into a 403 for a user without the flow key, a 400 for an unknown assignee', async () => {
    const stranger = { ...leader, id: 99, permission: {} };
    expect(
      await statusOf(
        service.step(stranger, {
          orderId: 1,
          action: 'accept',
          input: { assignedUser: [7] },
          expect: { expectedStatus: 'new_deal' },
        }),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        service.step(leader, {
          orderId: 1,
          action: 'accept',
          input: { assignedUser: [404] },
          expect: { expectedStatus: 'new_deal' },
        }),
      ),
    ).toBe(400);
    expect(await statusOf(service.step(leader, { orderId: 2, action: 'accept', input: {}, expect: {} }))).toBe(404);
  });
});

it('refuses a step that does not say what it saw, so two at once cannot both move the order', async () => {
  const work = service.step(leader, { orderId: 1, action: 'accept', input: { assignedUser: [7] }, expect: {} });
  expect(await statusOf(work)).toBe(400);
  expect(repo.order.status).toBe('new_deal');
});

describe('accepted images', () => {
  const images = ['/api/v1/files/a.png', '/api/v1/files/b.png'];
  const leaderHere = { ...leader, permission: { orderFlow: ['nextVerified'] } };

  it('become products of the order’s types, made by their uploader, when their step is accepted', async () => {
    repo.at('verified', 11, images, 7);
    const result = await service.step(leaderHere, {
      orderId: 1,
      action: 'accept',
      input: { assignedUser: [] },
      expect: { expectedStatus: 'verified' },
    });
    expect(result.status).toBe('delivery');
    expect(repo.products).toEqual([
      { name: 'Poster (1)', productCatalogIds: [2], productImages: [images[0]], creatorId: 7, orderId: 1 },
      { name: 'Poster (2)', productCatalogIds: [2], productImages: [images[1]], creatorId: 7, orderId: 1 },
    ]);
    expect(repo.order.productsId).toEqual([9, 700, 701]);
    expect(repo.audited[0]).toMatchObject({ after: { products: [700, 701] } });
  });

  it('do not when their step is rejected', async () => {
    repo.at('verified', 11, images, 7);
    await service.step(leaderHere, {
      orderId: 1,
      action: 'reject',
      input: { report: 'colours off' },
      expect: { expectedStatus: 'verified' },
    });
    expect(repo.order.status).toBe('design_in_progress');
    expect(repo.products).toEqual([]);
    expect(repo.order.productsId).toEqual([9]);
  });
});

describe('design marks', () => {
  const leaderHere = { ...leader, permission: { orderFlow: ['nextVerified'] } };

  it('let a reject at verified give the marks made during the step as its reason', async () => {
    repo.at('verified', 11, ['/uploads/2026/01/a.png'], 7);
    const bare = { orderId: 1, action: 'reject' as const, input: {}, expect: { expectedStatus: 'verified' as const } };
    expect(await statusOf(service.step(leaderHere, bare))).toBe(400);
    repo.marks = [{ id: 1, status: 'open', step: 400 }];
    const result = await service.step(leaderHere, bare);
    expect(result).toMatchObject({ status: 'design_in_progress', note: '1 mark on the design' });
  });

  it('resolves the open marks a step names, refuses marks of another order, leaves resolved ones', async () => {
    repo.at('verified', 11, ['/uploads/2026/01/a.png'], 7);
    repo.marks = [
      { id: 1, status: 'open', step: 400 },
      { id: 2, status: 'resolved', step: 400 },
    ];
    const step = (resolveMarks: number[]) =>
      service.step(leaderHere, {
        orderId: 1,
        action: 'accept',
        input: {},
        expect: { expectedStatus: 'verified' },
        resolveMarks,
      });
    expect(await statusOf(step([1, 99]))).toBe(400);
    expect(repo.marks[0].status).toBe('open');
    await step([1, 2]);
    expect(repo.marks.map((m) => m.status)).toEqual(['resolved', 'resolved']);
    expect(repo.audited).toContainEqual(
      expect.objectContaining({ resource: 'designMarks', recordId: 1, after: { orderId: 1, status: 'resolved' } }),
    );
    expect(repo.audited.filter((a) => (a as { resource: string }).resource === 'designMarks')).toHaveLength(1);
  });
});

describe('WorkflowService.answer', () => {
  it('edits the current entry’s note when no answer is given, for someone who may move the order', async () => {
    const updated = await service.answer(leader, 400, { input: { note: 'changed' }, expect: {} });
    expect(updated).toMatchObject({ id: 400, note: 'changed' });
    expect(await statusOf(service.answer(leader, 400, { input: {}, expect: {} }))).toBe(400);
    expect(await statusOf(service.answer(leader, 999, { input: { note: 'x' }, expect: {} }))).toBe(404);
  });
});
