import { describe, expect, it } from 'vitest';
import { MENU } from '../../../shared/domain/menu';
import { goToTargets, SEQUENCE_MS, stepSequence } from './goToKeys';

const targets = goToTargets(MENU);

describe('the g shortcuts', () => {
  it('go to the menu entries given, each letter once', () => {
    expect(targets.find((t) => t.key === 'orders')).toEqual({ key: 'orders', letter: 'o', path: '/orders' });
    expect(new Set(targets.map((t) => t.letter)).size).toBe(targets.length);
    const few = goToTargets(MENU.filter((entry) => entry.key === 'dashboard' || entry.key === 'roles'));
    expect(few.map((t) => t.key)).toEqual(['dashboard']);
  });

  it('go on the letter that follows g in time', () => {
    const armed = stepSequence(null, 'g', 1000, targets);
    expect(armed).toEqual({ armedAt: 1000, path: null });
    expect(stepSequence(armed.armedAt, 'o', 1000 + SEQUENCE_MS, targets)).toEqual({ armedAt: null, path: '/orders' });
    expect(stepSequence(armed.armedAt, 'C', 1200, targets).path).toBe('/customers');
  });

  it('start over on a letter alone, an unknown letter or one too late', () => {
    expect(stepSequence(null, 'o', 1000, targets)).toEqual({ armedAt: null, path: null });
    expect(stepSequence(1000, 'z', 1100, targets)).toEqual({ armedAt: null, path: null });
    expect(stepSequence(1000, 'o', 1001 + SEQUENCE_MS, targets)).toEqual({ armedAt: null, path: null });
    expect(stepSequence(1000, 'g', 5000, targets)).toEqual({ armedAt: 5000, path: null });
  });

  it('leave out the entries a user does not see', () => {
    expect(goToTargets([]).length).toBe(0);
  });
});
