import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TABLE } from '../../shared/domain/orderStatus';
import { contrastRatio, MIN_TEXT_CONTRAST, tagColors } from './tagColors';

describe('contrastRatio', () => {
  it('is WCAG 2’s ratio: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2D72D2', '#2d72d2')).toBe(1);
    expect(contrastRatio('#8F99A8', '#FFFFFF')).toBeCloseTo(2.88, 2);
  });
});

describe('tagColors', () => {
  it('gives every order status a label that reads at 4.5:1 or more, keeping its colour', () => {
    for (const def of Object.values(ORDER_STATUS_TABLE)) {
      const style = tagColors(def.color);
      expect(style?.backgroundColor, def.status).toBe(def.color.toUpperCase());
      expect(contrastRatio(String(style?.backgroundColor), String(style?.color)), def.status).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it('keeps white text on dark colours and puts dark text on light ones', () => {
    expect(tagColors('#634DBF')?.color).toBe('#FFFFFF');
    expect(tagColors('#D1980B')?.color).toBe('#1C2127');
    expect(tagColors('#fff')).toEqual({ backgroundColor: '#FFFFFF', color: '#1C2127' });
  });

  it('lightens a mid-tone on which neither text colour reads until dark text does', () => {
    const style = tagColors('#7A7A7A');
    expect(style?.backgroundColor).not.toBe('#7A7A7A');
    expect(contrastRatio(String(style?.backgroundColor), '#1C2127')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('leaves anything that is not a hex colour to Blueprint', () => {
    for (const value of [null, undefined, '', 'red', '#12345', 'javascript:1'])
      expect(tagColors(value)).toBeUndefined();
  });
});
