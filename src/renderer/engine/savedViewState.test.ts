import { describe, expect, it } from 'vitest';
import { savedViewStateSchema } from '../../shared/domain/savedView';
import type { ListState } from './listState';
import { listStateOf, savedStateOf, showsView } from './savedViewState';

const STATE: ListState = {
  page: 3,
  limit: 20,
  q: 'logo',
  sort: { field: 'createdAt', desc: true },
  filters: { status: ['done', 'new_deal'], designerId: ['', '4'], customerId: [''] },
};

describe('saved view state', () => {
  it('keeps hidden columns, and a view with other hidden columns is not the one shown', () => {
    const slim = { ...STATE, hidden: ['images'] };
    const saved = savedStateOf(slim);
    expect(saved.hidden).toEqual(['images']);
    expect(savedViewStateSchema.safeParse(saved).success).toBe(true);
    expect(listStateOf(saved).hidden).toEqual(['images']);
    expect(showsView(slim, saved)).toBe(true);
    expect(showsView(STATE, saved)).toBe(false);
    expect(savedStateOf(STATE)).not.toHaveProperty('hidden');
  });

  it('keeps everything but the page and empty filter values, in the shape the server takes', () => {
    const saved = savedStateOf(STATE);
    expect(saved).toEqual({
      q: 'logo',
      sort: { field: 'createdAt', desc: true },
      limit: 20,
      filters: { status: ['done', 'new_deal'], designerId: ['4'] },
    });
    expect(savedViewStateSchema.safeParse(saved).success).toBe(true);
  });

  it('gives back the list state from its first page', () => {
    expect(listStateOf(savedStateOf(STATE))).toEqual({ ...savedStateOf(STATE), page: 1 });
  });

  it('tells whether the list shows a view, filter values in any order and the page aside', () => {
    const saved = savedStateOf(STATE);
    expect(showsView({ ...STATE, page: 1, filters: { designerId: ['4'], status: ['new_deal', 'done'] } }, saved)).toBe(
      true,
    );
    expect(showsView({ ...STATE, q: '' }, saved)).toBe(false);
    expect(showsView({ ...STATE, sort: null }, saved)).toBe(false);
    expect(showsView({ ...STATE, limit: 10 }, saved)).toBe(false);
    expect(showsView({ ...STATE, filters: { status: ['done'], designerId: ['4'] } }, saved)).toBe(false);
    expect(showsView({ ...STATE, filters: { ...STATE.filters, paymentStatus: ['TT'] } }, saved)).toBe(false);
  });
});
