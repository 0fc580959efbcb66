import { describe, expect, it } from 'vitest';
import { toLocalInput } from '../../../components/form/formValues';
import { detailsChanges, detailsErrors, detailsOf } from './orderDetailsForm';

const order = {
  customerId: 3,
  channelId: 2,
  saleId: 5,
  dealerId: null,
  productCatalogIds: [4, 1],
  platformId: 7,
  finishedDate: '2026-11-24T08:00:00.000Z',
  packageId: 9,
  note: 'Old note',
  thumbnail: '/uploads/a.png',
  name: 'Poster',
  orderFeature: ['prioritize' as const],
  orderRequirementId: 2,
};

describe('the order details form', () => {
  it('starts from the stored order, the finish date as local input text', () => {
    expect(detailsOf(order)).toMatchObject({
      customerId: 3,
      productCatalogIds: [4, 1],
      finishedDate: toLocalInput('2026-11-24T08:00:00.000Z'),
      note: 'Old note',
    });
    expect(detailsOf({ finishedDate: order.finishedDate })).toMatchObject({
      customerId: null,
      note: '',
      productCatalogIds: [],
    });
  });

  it('sends only what changed: the same catalogs in another order and a re-spaced note are no change', () => {
    const before = detailsOf(order);
    expect(detailsChanges(before, { ...before, productCatalogIds: [1, 4], note: ' Old note ' })).toEqual({});
    const finished = toLocalInput('2026-12-01T10:30:00.000Z');
    expect(
      detailsChanges(before, {
        ...before,
        customerId: 8,
        channelId: 1,
        packageId: null,
        finishedDate: finished,
        note: '',
      }),
    ).toEqual({
      customerId: 8,
      channelId: 1,
      packageId: null,
      finishedDate: new Date(finished).toISOString(),
      note: null,
    });
  });

  it('requires a valid finish date, a thumbnail and a name', () => {
    const values = detailsOf(order);
    expect(detailsErrors(values)).toEqual({});
    expect(detailsErrors({ ...values, finishedDate: '', thumbnail: '', name: '  ' })).toEqual({
      finishedDate: 'form.required',
      thumbnail: 'form.required',
      name: 'form.required',
    });
  });

  it('sends a corrected thumbnail, name, features and requirement, the name trimmed', () => {
    const before = detailsOf(order);
    expect(detailsChanges(before, { ...before, name: ' Poster ', orderFeature: ['prioritize'] })).toEqual({});
    expect(
      detailsChanges(before, {
        ...before,
        thumbnail: '/uploads/b.png',
        name: ' Poster A3 ',
        orderFeature: [],
        orderRequirementId: null,
      }),
    ).toEqual({ thumbnail: '/uploads/b.png', name: 'Poster A3', orderFeature: [], orderRequirementId: null });
  });
});
