import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../shared/domain/validation/formErrors';
import { profileBody, profileForm, type ProfileValues } from './profileForm';

const values: ProfileValues = {
  displayName: ' Lan ',
  fullName: '',
  firstName: 'Lan',
  lastName: 'Nguyễn',
  phone: '',
  birthday: '1990-04-02',
  linkFB: '',
  note: '',
  trelloKey: '',
  trelloToken: 'tok',
};

describe('profile form', () => {
  it('trims, clears blanks to null and leaves blank secrets out', () => {
    const result = validateForm(profileForm, values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const body = profileBody(result.data, false);
    expect(body).toMatchObject({ displayName: 'Lan', fullName: null, birthday: '1990-04-02', trelloToken: 'tok' });
    expect(body).not.toHaveProperty('trelloKey');
  });

  it('needs a display name', () => {
    const result = validateForm(profileForm, { ...values, displayName: '  ' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['displayName']);
  });

  it('sends only the trello fields for an outsourced user', () => {
    const result = validateForm(profileForm, values);
    if (!result.ok) throw new Error('valid values');
    expect(profileBody(result.data, true)).toEqual({ trelloToken: 'tok' });
  });
});
