import { describe, expect, it } from 'vitest';
import { INITIAL_ORDER_STATUS } from '../../../shared/domain/orderStatus';
import { trelloBoardSchema } from '../../../shared/domain/trello/board';
import { sanitizeHtml } from '../orders/htmlSanitizer';
import { descriptionHtml, isImportableImage, MAX_IMAGES_PER_CARD, planBoardImport } from './boardParser';

const FINISH = '2026-12-01T10:00:00.000Z';

const attachment = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `${id}.png`,
  url: `https://trello.com/1/cards/c1/attachments/${id}/download/${id}.png`,
  mimeType: 'image/png',
  isUpload: true,
  ...extra,
});

const board = trelloBoardSchema.parse({
  id: 'b1',
  name: 'Studio',
  lists: [
    { id: 'todo', name: 'To do', pos: 1 },
    { id: 'done', name: 'Done', pos: 2 },
    { id: 'odd', name: 'Ideas', pos: 3 },
    { id: 'old', name: 'Old', pos: 4, closed: true },
  ],
  cards: [
    {
      id: 'c1',
      name: '  Logo for Lan  ',
      desc: 'Blue and <b>bold</b>\nsee https://example.com/brief?a=1&b=2\n\nSecond paragraph',
      idList: 'done',
      due: '2026-11-30T09:00:00.000Z',
      labels: [{ name: 'Urgent', color: 'red' }, { name: 'Logo' }, { name: 'High class' }],
      shortUrl: 'https://trello.com/c/abc',
      idAttachmentCover: 'cover',
      attachments: [
        attachment('first'),
        attachment('cover', { mimeType: 'image/jpeg', name: 'cover.jpg' }),
        attachment('doc', { mimeType: 'application/pdf', name: 'brief.pdf' }),
        attachment('link', { isUpload: false, mimeType: null, name: 'https://drive.example.com/x.png' }),
        attachment('psd', { mimeType: 'image/vnd.adobe.photoshop', name: 'a.psd' }),
      ],
    },
    { id: 'c2', name: 'Banner', idList: 'todo', due: 'not a date' },
    { id: 'c3', name: 'Sketch', idList: 'odd' },
    { id: 'c4', name: 'Archived', idList: 'todo', closed: true },
    { id: 'c5', name: 'In an archived list', idList: 'old' },
  ],
});

describe('planBoardImport', () => {
  const plans = planBoardImport(board, { finishedDate: FINISH });

  it('plans open cards of open lists, list by list', () => {
    expect(plans.map((p) => p.cardId)).toEqual(['c2', 'c1', 'c3']);
  });

  it('makes the title the name, the description the requirements, labels the features, due the deadline', () => {
    const logo = plans.find((p) => p.cardId === 'c1')!;
    expect(logo).toMatchObject({
      title: 'Logo for Lan',
      status: 'done',
      fields: {
        name: 'Logo for Lan',
        orderFeature: ['prioritize', 'highClass'],
        deadline: '2026-11-30T09:00:00.000Z',
        note: 'Trello labels: Logo',
        infoOrderLink: 'https://trello.com/c/abc',
      },
    });
    expect(logo.fields.customerRequirements).toBe(
      '<p>Blue and &lt;b&gt;bold&lt;/b&gt;<br>see <a href="https://example.com/brief?a=1&b=2">https://example.com/brief?a=1&amp;b=2</a></p>' +
        '<p>Second paragraph</p>',
    );
  });

  it('downloads only uploaded PNG, JPEG, GIF or WebP attachments, the cover first', () => {
    const logo = plans.find((p) => p.cardId === 'c1')!;
    expect(logo.images.map((i) => i.id)).toEqual(['cover', 'first']);
    expect(logo.imagesLeftOut).toBe(0);
  });

  it('falls back to the finish date for a card without a usable due date', () => {
    expect(plans.find((p) => p.cardId === 'c2')!.fields.deadline).toBe(FINISH);
  });

  it('takes statuses from the mapping, then the status given, then the list name', () => {
    expect(plans.map((p) => p.status)).toEqual([INITIAL_ORDER_STATUS, 'done', INITIAL_ORDER_STATUS]);
    const mapped = planBoardImport(board, {
      finishedDate: FINISH,
      listStatuses: { todo: 'new_deal' },
      status: 'design_in_progress',
    });
    expect(mapped.map((p) => p.status)).toEqual(['new_deal', 'design_in_progress', 'design_in_progress']);
  });

  it('keeps long names within the order name and leaves out images past the limit', () => {
    const many = trelloBoardSchema.parse({
      id: 'b2',
      name: 'Big',
      lists: [{ id: 'l', name: 'To do' }],
      cards: [
        {
          id: 'x',
          name: 'n'.repeat(400),
          idList: 'l',
          attachments: Array.from({ length: MAX_IMAGES_PER_CARD + 2 }, (_, i) => attachment(`a${i}`)),
        },
      ],
    });
    const [plan] = planBoardImport(many, { finishedDate: FINISH });
    expect(plan.fields.name).toHaveLength(255);
    expect(plan.fields.name.endsWith('…')).toBe(true);
    expect(plan.images).toHaveLength(MAX_IMAGES_PER_CARD);
    expect(plan.imagesLeftOut).toBe(2);
  });
});

describe('descriptionHtml', () => {
  it('keeps links working through the orders sanitiser', () => {
    expect(sanitizeHtml(descriptionHtml('x https://a.io/?q=1&r=2 "quoted"')!)).toBe(
      '<p>x <a href="https://a.io/?q=1&amp;r=2" rel="noopener noreferrer" target="_blank">https://a.io/?q=1&amp;r=2</a> &quot;quoted&quot;</p>',
    );
  });

  it('is null for an empty description', () => {
    expect(descriptionHtml('  \n ')).toBeNull();
    expect(descriptionHtml(undefined)).toBeNull();
  });
});

describe('isImportableImage', () => {
  it('judges by the name when an old export gives no type', () => {
    expect(isImportableImage({ id: 'a', url: 'https://trello.com/x/photo.JPG' })).toBe(true);
    expect(isImportableImage({ id: 'a', url: 'https://trello.com/x/file.zip' })).toBe(false);
  });
});
