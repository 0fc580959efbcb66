import { describe, expect, it } from 'vitest';
import { designsSearch, focusedMarks } from './designsLink';
import {
  filterMarks,
  markCounts,
  markPage,
  marksByHistory,
  markNumbers,
  marksOnImage,
  type MarkLike,
} from './markGroups';

const mark = (id: number, over: Partial<MarkLike> = {}): MarkLike => ({
  id,
  version: 1,
  imageIndex: 0,
  status: 'open',
  historyId: 10,
  createdAt: `2025-01-01T00:00:0${id}Z`,
  ...over,
});

describe('marks by step, image and status', () => {
  const marks = [
    mark(1),
    mark(2, { status: 'resolved' }),
    mark(3, { historyId: 11, imageIndex: 1 }),
    mark(4, { historyId: null, version: 2 }),
  ];

  it('groups the marks by the step they were made in', () => {
    expect(marksByHistory(marks)).toEqual(
      new Map([
        [10, [1, 2]],
        [11, [3]],
      ]),
    );
  });

  it('filters by status and counts', () => {
    expect(filterMarks(marks, 'resolved').map((m) => m.id)).toEqual([2]);
    expect(filterMarks(marks, 'all')).toHaveLength(4);
    expect(markCounts(marks)).toEqual({ open: 3, resolved: 1 });
  });

  it('numbers the marks per image in the order they were made', () => {
    const numbers = markNumbers([marks[1], marks[0], marks[2], marks[3]]);
    expect([...numbers.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
      [4, 1],
    ]);
    expect(marksOnImage(marks, 1, 0).map((m) => m.id)).toEqual([1, 2]);
  });
});

describe('the Designs tab address', () => {
  it('names the tab and the marks, and reads them back', () => {
    expect(designsSearch([4, 7])).toBe('?tab=designs&marks=4%2C7');
    expect(focusedMarks(new URLSearchParams(designsSearch([4, 7])))).toEqual([4, 7]);
    expect(focusedMarks(new URLSearchParams('marks=x,3,-1'))).toEqual([3]);
    expect(designsSearch()).toBe('?tab=designs');
  });
});

describe('markPage', () => {
  const marks = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));

  it('lists the first marks up to the limit', () => {
    expect(markPage(marks, 3, null).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(markPage(marks, 30, null)).toHaveLength(10);
  });

  it('reaches the selected mark when it lies past the limit', () => {
    expect(markPage(marks, 3, 7).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(markPage(marks, 3, 2)).toHaveLength(3);
    expect(markPage(marks, 3, 99)).toHaveLength(3);
  });
});
