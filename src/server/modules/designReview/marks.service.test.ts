import { describe, expect, it } from 'vitest';
import { DESIGN_REVIEW_TEXTS } from '../../../shared/domain/designReview';
import { statusOf } from '../../plugins/httpErrors';
import { fakeServices, staff } from './designReview.fakes';

const pin = (version: number, imageIndex = 0) => ({
  version,
  imageIndex,
  shape: { kind: 'pin' as const, points: [[0.5, 0.5]] as [number, number][] },
  body: 'Here',
});

describe('MarksService', () => {
  it('places a mark on a version’s image, in the step that is current, and audits it under its order', async () => {
    const { service, marks } = fakeServices();
    const mark = await service.create(staff(7), 1, pin(2, 1));
    expect(mark).toMatchObject({ version: 2, imageIndex: 1, historyId: 30, authorKind: 'staff', status: 'open' });
    expect(marks.marks[0]).toMatchObject({ versionHistoryId: 20, authorId: 7, forCustomer: false });
    expect(marks.audited).toHaveLength(1);
    expect(marks.audited[0]).toMatchObject({ resource: 'designMarks', after: { orderId: 1 } });
  });

  it('refuses an unknown version or image with 400, naming it', async () => {
    const { service } = fakeServices();
    await expect(service.create(staff(7), 1, pin(3))).rejects.toThrow(DESIGN_REVIEW_TEXTS.unknownVersion);
    await expect(service.create(staff(7), 1, pin(1, 1))).rejects.toThrow(DESIGN_REVIEW_TEXTS.unknownImage);
    expect(await statusOf(service.create(staff(7), 1, pin(1, 1)))).toBe(400);
  });

  it('lets any reader resolve and reopen, only the author edit, share or delete', async () => {
    const { service, marks } = fakeServices();
    const { id } = await service.create(staff(7), 1, pin(1));
    const resolved = await service.update(staff(8), id, { status: 'resolved' });
    expect(resolved).toMatchObject({ status: 'resolved', resolvedBy: { id: 8 } });
    expect((await service.update(staff(8), id, { status: 'open' })).resolvedAt).toBeNull();
    expect(await statusOf(service.update(staff(8), id, { body: 'mine' }))).toBe(403);
    expect(await statusOf(service.update(staff(8), id, { forCustomer: true }))).toBe(403);
    expect(await statusOf(service.remove(staff(8), id))).toBe(403);
    expect((await service.update(staff(7), id, { body: 'Bigger', forCustomer: true })).body).toBe('Bigger');
    expect(await service.remove(staff(7), id)).toEqual({ success: true });
    expect(marks.marks).toEqual([]);
    expect(await statusOf(service.update(staff(7), id, { status: 'open' }))).toBe(404);
  });

  it('shows the customer only the marks meant for them or theirs, numbered by version', async () => {
    const { service } = fakeServices();
    await service.create(staff(7), 1, pin(1));
    await service.create(staff(7), 1, { ...pin(2), forCustomer: true });
    await service.createCustomerMark({ id: 4, orderId: 1, historyId: 20 }, pin(2, 1));
    const shown = await service.customerMarks(1);
    expect(shown.map((m) => [m.version, m.authorKind])).toEqual([
      [2, 'staff'],
      [2, 'customer'],
    ]);
    expect(Object.keys(shown[0]).sort()).toEqual(
      ['authorKind', 'body', 'createdAt', 'id', 'imageIndex', 'shape', 'status', 'version'].sort(),
    );
    expect(await service.linkMarkCount(1, 4)).toBe(1);
  });
});
