import { describe, expect, it } from 'vitest';
import {
  changePasswordForm,
  forgotPasswordForm,
  inviteForm,
  loginForm,
  registerForm,
  resetPasswordForm,
} from './authForms';
import { validateForm } from './formErrors';
import {
  EMAIL_REQUIRED_KEY,
  FORMAT,
  PASSWORD_INCONSISTENT_KEY,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORDS_INCONSISTENT,
  REQUIRED,
  tooLong,
} from './messages';

const errorsOf = (result: ReturnType<typeof validateForm>) => (result.ok ? {} : result.errors);

describe('login form', () => {
  it('requires email with the i18n key and password with the generic text', () => {
    expect(errorsOf(validateForm(loginForm, { email: '', password: '' }))).toEqual({
      email: EMAIL_REQUIRED_KEY,
      password: REQUIRED,
    });
    expect(errorsOf(validateForm(loginForm, {}))).toEqual({ email: EMAIL_REQUIRED_KEY, password: REQUIRED });
  });

  it('treats a blank email as missing and trims a real one', () => {
    expect(errorsOf(validateForm(loginForm, { email: '   ', password: 'x' }))).toEqual({ email: EMAIL_REQUIRED_KEY });
    expect(validateForm(loginForm, { email: ' manager@demo.local ', password: 'demo1234' })).toEqual({
      ok: true,
      data: { email: 'manager@demo.local', password: 'demo1234' },
    });
  });

  it('reports a wrong type as a format error', () => {
    expect(errorsOf(validateForm(loginForm, { email: 5, password: 'x' }))).toEqual({ email: FORMAT });
  });
});

describe('register form', () => {
  const valid = { email: 'new@demo.local', password: 'secret1', confirm: 'secret1' };

  it('accepts a valid registration', () => {
    expect(validateForm(registerForm, valid).ok).toBe(true);
  });

  it('requires every field', () => {
    expect(errorsOf(validateForm(registerForm, {}))).toEqual({
      email: REQUIRED,
      password: REQUIRED,
      confirm: REQUIRED,
    });
  });

  it('checks the email format, the length and the match', () => {
    expect(errorsOf(validateForm(registerForm, { email: 'nope', password: '12345', confirm: '12346' }))).toEqual({
      email: FORMAT,
      password: PASSWORD_TOO_SHORT,
      confirm: PASSWORDS_INCONSISTENT,
    });
  });

  it('reports a mismatch even when another field is missing', () => {
    expect(errorsOf(validateForm(registerForm, { ...valid, email: '', confirm: 'other1' }))).toEqual({
      email: REQUIRED,
      confirm: PASSWORDS_INCONSISTENT,
    });
  });

  it('accepts exactly six characters and refuses over 128', () => {
    expect(validateForm(registerForm, { ...valid, password: '123456', confirm: '123456' }).ok).toBe(true);
    const long = 'x'.repeat(129);
    expect(errorsOf(validateForm(registerForm, { ...valid, password: long, confirm: long }))).toEqual({
      password: tooLong(128),
    });
  });
});

describe('invite form', () => {
  const valid = { firstName: 'Lan', lastName: 'Nguyễn', password: 'secret1', confirm: 'secret1', token: 'abc' };

  it('accepts a valid invite', () => {
    expect(validateForm(inviteForm, valid).ok).toBe(true);
  });

  it('requires names, passwords and the token', () => {
    expect(errorsOf(validateForm(inviteForm, { ...valid, firstName: ' ', lastName: '', token: '' }))).toEqual({
      firstName: REQUIRED,
      lastName: REQUIRED,
      token: REQUIRED,
    });
  });

  it('applies the length and match rules', () => {
    expect(errorsOf(validateForm(inviteForm, { ...valid, password: 'abc', confirm: 'abd' }))).toEqual({
      password: PASSWORD_TOO_SHORT,
      confirm: PASSWORDS_INCONSISTENT,
    });
    expect(errorsOf(validateForm(inviteForm, { ...valid, firstName: 'a'.repeat(101) }))).toEqual({
      firstName: tooLong(100),
    });
  });
});

describe('reset password form', () => {
  it('shows its own mismatch text', () => {
    expect(errorsOf(validateForm(resetPasswordForm, { password: 'secret1', confirm: 'secret2', token: 't' }))).toEqual({
      confirm: PASSWORDS_DO_NOT_MATCH,
    });
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Your password and confirmation password do not match.');
  });

  it('requires password, confirmation and token', () => {
    expect(errorsOf(validateForm(resetPasswordForm, {}))).toEqual({
      password: REQUIRED,
      confirm: REQUIRED,
      token: REQUIRED,
    });
  });
});

describe('forgot password form', () => {
  it('requires a well-formed email', () => {
    expect(errorsOf(validateForm(forgotPasswordForm, { email: '' }))).toEqual({ email: REQUIRED });
    expect(errorsOf(validateForm(forgotPasswordForm, { email: 'a@b' }))).toEqual({ email: FORMAT });
    expect(validateForm(forgotPasswordForm, { email: 'a@b.vn' }).ok).toBe(true);
  });
});

describe('change password form', () => {
  it('gives the passwordInconsistent key on mismatch', () => {
    expect(errorsOf(validateForm(changePasswordForm, { password: 'secret1', confirm: 'secret' }))).toEqual({
      confirm: PASSWORD_INCONSISTENT_KEY,
    });
    expect(validateForm(changePasswordForm, { password: 'secret1', confirm: 'secret1' }).ok).toBe(true);
  });
});

describe('messages', () => {
  it('are the spec texts', () => {
    expect(REQUIRED).toBe('The field is required');
    expect(FORMAT).toBe('The field is error format.');
    expect(EMAIL_REQUIRED_KEY).toBe('input.email.validateMsg.required');
    expect(PASSWORDS_INCONSISTENT).toBe('Two passwords that you enter is inconsistent!');
    expect(PASSWORD_INCONSISTENT_KEY).toBe('passwordInconsistent');
  });
});
