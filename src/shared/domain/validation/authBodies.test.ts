import { describe, expect, it } from 'vitest';
import {
  changePasswordBody,
  forgotPasswordBody,
  installationBody,
  loginBody,
  permissionsBody,
  permissionsDefaultBody,
  registerBody,
  registerByTokenBody,
  resetPasswordBody,
} from './authBodies';
import { validateForm } from './formErrors';
import { FORMAT, PASSWORD_TOO_SHORT, REQUIRED, tooLong } from './messages';

const errorsOf = (result: ReturnType<typeof validateForm>) => (result.ok ? {} : result.errors);

describe('auth request bodies', () => {
  it('login takes email and any non-empty password', () => {
    expect(validateForm(loginBody, { email: 'manager@demo.local', password: 'x' }).ok).toBe(true);
    expect(errorsOf(validateForm(loginBody, { email: 'a'.repeat(256), password: '' }))).toEqual({
      email: tooLong(255),
      password: REQUIRED,
    });
  });

  it('register checks the email format and password length', () => {
    expect(errorsOf(validateForm(registerBody, { email: 'x', password: '123' }))).toEqual({
      email: FORMAT,
      password: PASSWORD_TOO_SHORT,
    });
    expect(errorsOf(validateForm(registerBody, { email: `${'a'.repeat(250)}@b.com`, password: 'secret1' }))).toEqual({
      email: tooLong(255),
    });
  });

  it('registerByToken takes names, an optional avatar and the token, and refuses unknown keys', () => {
    const body = { password: 'secret1', firstName: ' Lan ', lastName: 'Trần', token: 'tok' };
    expect(validateForm(registerByTokenBody, body)).toEqual({
      ok: true,
      data: { password: 'secret1', firstName: 'Lan', lastName: 'Trần', token: 'tok' },
    });
    expect(validateForm(registerByTokenBody, { ...body, role: 'manager' }).ok).toBe(false);
    expect(registerByTokenBody.safeParse('not an object').error?.issues[0]?.message).toBe(
      'The request body must be a JSON object.',
    );
    expect(errorsOf(validateForm(registerByTokenBody, { ...body, avatar: 7, lastName: 'x'.repeat(101) }))).toEqual({
      avatar: FORMAT,
      lastName: tooLong(100),
    });
  });

  it('resetPassword needs the password and the reset token', () => {
    expect(errorsOf(validateForm(resetPasswordBody, { password: 'secret1' }))).toEqual({
      resetPasswordToken: REQUIRED,
    });
  });

  it('forgotPassword and changePassword check their single field', () => {
    expect(errorsOf(validateForm(forgotPasswordBody, { email: 'no' }))).toEqual({ email: FORMAT });
    expect(errorsOf(validateForm(changePasswordBody, { password: '12345' }))).toEqual({ password: PASSWORD_TOO_SHORT });
    expect(errorsOf(validateForm(changePasswordBody, { password: 123456 }))).toEqual({ password: FORMAT });
  });

  it('installations need a oneSignalUserId', () => {
    expect(errorsOf(validateForm(installationBody, {}))).toEqual({ oneSignalUserId: REQUIRED });
    expect(validateForm(installationBody, { oneSignalUserId: 'abc-123' }).ok).toBe(true);
  });
});

describe('permission bodies', () => {
  it('take a positive whole userId and a map of string lists', () => {
    expect(validateForm(permissionsBody, { userId: 3, permission: { orders: ['get'] } }).ok).toBe(true);
    for (const userId of ['3', 0, -1, 1.5, null]) {
      expect(validateForm(permissionsDefaultBody, { userId }).ok, String(userId)).toBe(false);
    }
    expect(validateForm(permissionsBody, { userId: 3, permission: { orders: 'get' } }).ok).toBe(false);
    expect(validateForm(permissionsBody, { userId: 3, permission: { orders: Array(101).fill('get') } }).ok).toBe(false);
  });
});
