import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../shared/domain/resources';
import type { HttpError } from '../../plugins/httpErrors';
import type { ListParams, Row } from '../../resources/index';
import type { ExportPage } from '../../../shared/api/endpoints/exports';
import { PreparedJson } from '../../plugins/preparedJson';
import { ExportService, type CellField, type ExportListOptions } from './export.service';
import { testUser } from '../../plugins/testUsers';

/** A page of an export from the engine's list: the range joins the filter, references become names. */

const sale = testUser({
  id: 3,
  roleId: 3,
  scope: 'staff',
  permission: { customers: ['exportExcel'] },
});

const customer: Row = {
  id: 4,
  createdAt: new Date('2026-11-02T03:00:00Z'),
  displayName: 'Acme',
  contactOwner: 9,
  contactOwnerDetail: { id: 9, displayName: 'Lan' },
  channelId: 2,
  channel: null,
  lastTimeOrder: null,
  dealPipelineId: 1,
  dealPipeline: { id: 1, name: 'Won' },
  serviceTypeIds: [5, 6],
  serviceTypes: [{ id: 6, name: 'Logo' }],
  isDelete: false,
};

/** A page as the client reads it, whether the service wrote it or the database's cells did. */
const read = (page: ExportPage | PreparedJson<ExportPage>): ExportPage =>
  page instanceof PreparedJson ? (JSON.parse(page.body.toString('utf8')) as ExportPage) : page;

function serviceWith(rows: Row[]) {
  const asked: ListParams[] = [];
  const options: ExportListOptions[] = [];
  const service = new ExportService((_user, _resource, params, listOptions) => {
    asked.push(params);
    options.push(listOptions);
    return Promise.resolve({ results: rows, total: 41, next: rows.length > 0 ? 'the-next-page' : null });
  });
  return { service, asked, options };
}

describe('ExportService', () => {
  it('answers the list’s columns, references as names, instants as ISO text', async () => {
    const { service, asked, options } = serviceWith([customer]);
    const page = read(await service.page(sale, RESOURCES.customers, { limit: 2, offset: 4 }));
    // The registry's list columns, the id first, each with the kind of its field.
    expect(page.columns.map((c) => c.field)).toEqual(['id', ...RESOURCES.customers.columns]);
    expect(page.columns.map((c) => `${c.field}:${c.kind}`)).toEqual(
      expect.arrayContaining([
        'id:number',
        'createdAt:datetime',
        'displayName:text',
        'contactOwner:reference',
        'serviceTypeIds:reference',
        'isDelete:boolean',
      ]),
    );
    // A reference out of reach (the channel) is empty, never its id.
    expect(page.results).toHaveLength(1);
    const cells = Object.fromEntries(page.columns.map((c, i) => [c.field, page.results[0]?.[i]]));
    expect(cells).toEqual({
      ...Object.fromEntries(page.columns.map((c) => [c.field, null])),
      id: 4,
      createdAt: '2026-11-02T03:00:00.000Z',
      displayName: 'Acme',
      contactOwner: 'Lan',
      dealPipelineId: 'Won',
      serviceTypeIds: ['Logo'],
      isDelete: false,
    });
    expect(page.total).toBe(41);
    expect(page.next).toBe('the-next-page');
    expect(asked[0]).toMatchObject({ limit: 2, offset: 4, terms: [] });
    // Only the exported columns are read, and the relations they name embedded.
    expect(options[0]).toEqual({
      columns: page.columns.map((c) => c.field),
      includes: ['contactOwnerDetail', 'channel', 'dealPipeline', 'serviceTypes'],
      cursor: true,
    });
  });

  it('answers the cells the database wrote as the page, and the engine’s rows when it cannot write them', async () => {
    const asked: { fields: readonly CellField[]; options: ExportListOptions; limit: number }[] = [];
    let written: string[] | null = ['[4,"2026-11-02T03:00:00.000Z","Acme"]', '[5,null,"Bờm"]'];
    const listed: ListParams[] = [];
    const service = new ExportService(
      (_user, _resource, params) => {
        listed.push(params);
        return Promise.resolve({ results: [customer], total: 41, next: null });
      },
      (_user, _resource, params, options, fields) => {
        asked.push({ fields, options, limit: params.limit });
        return Promise.resolve(written && { rows: written, total: 41, next: 'the-next-page' });
      },
    );
    const answer = await service.page(sale, RESOURCES.customers, { limit: 2 });
    expect(answer).toBeInstanceOf(PreparedJson);
    const page = read(answer);
    expect(page.results).toEqual([
      [4, '2026-11-02T03:00:00.000Z', 'Acme'],
      [5, null, 'Bờm'],
    ]);
    expect({ total: page.total, next: page.next }).toEqual({ total: 41, next: 'the-next-page' });
    expect(page.columns.map((c) => c.field)).toEqual(['id', ...RESOURCES.customers.columns]);
    // Each column with the relation whose title it shows, the same options as the engine's list.
    const fields = asked[0]?.fields ?? [];
    expect(fields.map((f) => f.field)).toEqual(page.columns.map((c) => c.field));
    expect(fields.find((f) => f.field === 'serviceTypeIds')?.relation?.name).toBe('serviceTypes');
    expect(fields.find((f) => f.field === 'displayName')?.relation).toBeUndefined();
    expect(asked[0]?.options).toMatchObject({ cursor: true, columns: page.columns.map((c) => c.field) });
    expect(asked[0]?.limit).toBe(2);
    expect(listed).toHaveLength(0);
    // Cells it cannot write: the engine's rows, written by the service.
    written = null;
    const fallback = read(await service.page(sale, RESOURCES.customers, { limit: 2 }));
    expect(listed).toHaveLength(1);
    expect(fallback.results[0]?.[0]).toBe(4);
  });

  it('continues after a cursor of the same order, and refuses one of another order or made up', async () => {
    const { service, asked } = serviceWith([]);
    const cursor = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const after = cursor({ by: 'displayName,id', k: ['Acme', '4'], o: 1000, t: 41 });
    const page = read(await service.page(sale, RESOURCES.customers, { orderBy: 'displayName', after }));
    expect(page.next).toBeNull();
    expect(asked[0]).toMatchObject({ after: ['Acme', '4'], offset: 1000, knownTotal: 41 });
    const refused = (orderBy: string, text: string) =>
      service.page(sale, RESOURCES.customers, { orderBy, after: text }).then(
        () => null,
        (e: unknown) => e as HttpError,
      );
    expect((await refused('-displayName', after))?.message).toContain('another order');
    expect((await refused('displayName', 'not-a-cursor'))?.statusCode).toBe(400);
    expect((await refused('displayName', cursor({ by: 'displayName,id', k: ['Acme'], o: 1, t: 1 })))?.statusCode).toBe(
      400,
    );
  });

  it('turns startTime and endTime into a creation range beside the list’s own filter and order', async () => {
    const { service, asked } = serviceWith([]);
    const filter = JSON.stringify({
      startTime: '2026-11-01T00:00:00+07:00',
      endTime: '2026-12-01T00:00:00+07:00',
      channelId: 2,
    });
    await service.page(sale, RESOURCES.customers, { filter, orderBy: 'displayName', q: 'ac' });
    expect(asked[0]?.terms).toEqual([
      { field: 'channelId', op: '$eq', value: 2 },
      { field: 'createdAt', op: '$gte', value: new Date('2026-10-31T17:00:00Z') },
      { field: 'createdAt', op: '$lt', value: new Date('2026-11-30T17:00:00Z') },
    ]);
    expect(asked[0]).toMatchObject({ limit: 1000, search: 'ac', order: [{ field: 'displayName', desc: false }] });
  });

  it('refuses a reversed or malformed range, unknown fields and bad JSON, naming them', async () => {
    const { service } = serviceWith([]);
    const refused = async (filter: string) =>
      service.page(sale, RESOURCES.customers, { filter }).then(
        () => null,
        (e: unknown) => e as HttpError,
      );
    const reversed = await refused(
      JSON.stringify({ startTime: '2026-12-01T00:00:00Z', endTime: '2026-11-01T00:00:00Z' }),
    );
    expect(reversed?.details).toEqual({
      fields: [{ path: 'filter.endTime', message: 'The start of the range is after its end.' }],
    });
    const malformed = await refused(JSON.stringify({ startTime: '01/11/2026' }));
    expect(malformed?.message).toContain('filter.startTime');
    expect((await refused(JSON.stringify({ nope: 1 })))?.message).toContain('Unknown filter field "nope"');
    expect((await refused('{'))?.statusCode).toBe(400);
  });
});
