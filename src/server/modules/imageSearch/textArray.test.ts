import { describe, expect, it } from 'vitest';
import { textArrayLiteral } from './textArray';

describe('textArrayLiteral', () => {
  it('quotes each text and escapes quotes and backslashes', () => {
    expect(textArrayLiteral(['/uploads/a.png', 'b,c'])).toBe('{"/uploads/a.png","b,c"}');
    expect(textArrayLiteral(['say "hi"', 'back\\slash'])).toBe('{"say \\"hi\\"","back\\\\slash"}');
    expect(textArrayLiteral([])).toBe('{}');
  });
});
