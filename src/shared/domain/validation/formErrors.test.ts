import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { validateForm } from './formErrors';

describe('validateForm', () => {
  const schema = z.object({
    name: z.string().min(1, 'first').min(3, 'second'),
    tags: z.array(z.string('tag must be text')),
  });

  it('returns the parsed data when valid', () => {
    expect(validateForm(schema, { name: 'abc', tags: [] })).toEqual({ ok: true, data: { name: 'abc', tags: [] } });
  });

  it('keeps the first message per field, with dotted paths', () => {
    expect(validateForm(schema, { name: '', tags: ['a', 1] })).toEqual({
      ok: false,
      errors: { name: 'first', 'tags.1': 'tag must be text' },
    });
  });

  it('reports a whole-form error under the empty key', () => {
    const result = validateForm(schema, null);
    expect(result.ok).toBe(false);
    expect(result.ok ? undefined : Object.keys(result.errors)).toEqual(['']);
  });
});
