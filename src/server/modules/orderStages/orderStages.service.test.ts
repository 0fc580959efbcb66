import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../plugins/testUsers';
import type { ListParams } from '../../resources/index';
import { fakeListEngine } from '../../resources/fakeListEngine';
import { OrderStagesService } from './orderStages.service';

/** The orders list by holding department, and the dashboard's late hand-offs, over fakes. */

const NOW = new Date('2026-11-29T08:00:00.000Z');
const held = sql`true`;

function setup() {
  const { asked, engine } = fakeListEngine();
  const repo = {
    heldBy: () => held,
    lateByDepartment: () =>
      Promise.resolve({
        total: 9,
        departments: [
          { departmentId: null, total: 3 },
          { departmentId: 2, total: 3 },
          { departmentId: 1, total: 3 },
          { departmentId: 4, total: 5 },
        ],
      }),
    departmentNames: () =>
      Promise.resolve(
        new Map([
          [1, 'Design'],
          [2, 'Delivery'],
          [4, 'Sales'],
        ]),
      ),
  };
  return { asked, service: new OrderStagesService(engine as never, repo) };
}

describe('OrderStagesService', () => {
  it('adds the holding department’s condition only when asked', async () => {
    const { service, asked } = setup();
    await service.list(testUser(), {} as ListParams, undefined);
    await service.list(testUser(), {} as ListParams, 3);
    expect(asked.map((o) => o.where)).toEqual([undefined, held]);
  });

  it('ranks departments by late orders, named ones by name, nobody’s last; names only for department readers', async () => {
    const { service } = setup();
    const all = await service.lateHandoffs(testUser(), NOW);
    expect(all.departments.map((d) => d.name)).toEqual(['Sales', 'Delivery', 'Design', null]);
    const staff = testUser({ id: 2, scope: 'staff', permission: { orders: ['get'] } });
    const unnamed = await service.lateHandoffs(staff, NOW);
    expect(unnamed.departments.map((d) => [d.departmentId, d.name])).toEqual([
      [4, null],
      [1, null],
      [2, null],
      [null, null],
    ]);
  });

  it('keeps late hand-offs from outsourced and customer users', async () => {
    const { service } = setup();
    await expect(
      service.lateHandoffs(testUser({ id: 9, scope: 'outsource', isOutsource: true, permission: {} }), NOW),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
