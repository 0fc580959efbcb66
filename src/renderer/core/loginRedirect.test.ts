import { describe, expect, it } from 'vitest';
import { loginPathFor, redirectTargetFrom } from './loginRedirect';

describe('loginPathFor', () => {
  it('keeps the intended path, query and hash', () => {
    const url = loginPathFor({ pathname: '/orders', search: '?page=2', hash: '#orders/create' });
    expect(url).toBe('/login?redirect=%2Forders%3Fpage%3D2%23orders%2Fcreate');
    expect(redirectTargetFrom(url.slice('/login'.length))).toBe('/orders?page=2#orders/create');
  });

  it('drops the dashboard and auth pages', () => {
    expect(loginPathFor({ pathname: '/' })).toBe('/login');
    expect(loginPathFor({ pathname: '/error/401' })).toBe('/login');
  });
});

describe('redirectTargetFrom', () => {
  it('falls back to the dashboard without a target', () => {
    expect(redirectTargetFrom('')).toBe('/');
  });

  it('refuses targets that leave the app', () => {
    expect(redirectTargetFrom('?redirect=https://evil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=//evil.example/x')).toBe('/');
    expect(redirectTargetFrom('?redirect=/%5Cevil.example')).toBe('/');
    expect(redirectTargetFrom('?redirect=/login')).toBe('/');
  });

  it('accepts an in-app path', () => {
    expect(redirectTargetFrom('?redirect=%2Fsettings%2Fniches')).toBe('/settings/niches');
  });
});
