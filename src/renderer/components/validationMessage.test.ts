import { describe, expect, it } from 'vitest';
import { FORMAT, PASSWORDS_DO_NOT_MATCH, tooLong } from '../../shared/domain/validation/messages';
import { validationMessageKey } from './validationMessage';

describe('validationMessageKey', () => {
  it('maps the spec messages to i18n keys', () => {
    expect(validationMessageKey(FORMAT)).toEqual({ key: 'validation.format' });
    expect(validationMessageKey(PASSWORDS_DO_NOT_MATCH)).toEqual({ key: 'validation.passwordMismatch' });
  });

  it('keeps the limit of a length message', () => {
    expect(validationMessageKey(tooLong(255))).toEqual({ key: 'validation.tooLong', values: { max: '255' } });
  });

  it('leaves unknown messages to the caller', () => {
    expect(validationMessageKey('Token expired')).toBeNull();
  });
});
