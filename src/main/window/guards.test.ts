import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, originOf, trustedOrigins } from '../protocol/appOrigin';
import { isNavigationAllowed, isPermissionAllowed, windowOpenAction } from './guards';

const origins = trustedOrigins(undefined);

describe('originOf', () => {
  it('rebuilds the origin of the app scheme', () => {
    expect(originOf('app://bundle/orders/1?x=1')).toBe(APP_ORIGIN);
  });
  it('keeps http origins with their port', () => {
    expect(originOf('http://localhost:5173/login')).toBe('http://localhost:5173');
  });
  it('answers null for other schemes and garbage', () => {
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});

describe('isNavigationAllowed', () => {
  it('allows the app origin only', () => {
    expect(isNavigationAllowed('app://bundle/settings', origins)).toBe(true);
    expect(isNavigationAllowed('app://other/settings', origins)).toBe(false);
    expect(isNavigationAllowed('https://evil.example/', origins)).toBe(false);
    expect(isNavigationAllowed('file:///etc/passwd', origins)).toBe(false);
  });
  it('allows the dev server when one is running', () => {
    const dev = trustedOrigins('http://localhost:5173/');
    expect(isNavigationAllowed('http://localhost:5173/login', dev)).toBe(true);
    expect(isNavigationAllowed('http://localhost:5174/login', dev)).toBe(false);
  });
});

describe('windowOpenAction', () => {
  it('opens web links in the OS browser', () => {
    expect(windowOpenAction('https://example.com/a')).toBe('open-external');
    expect(windowOpenAction('http://example.com/a')).toBe('open-external');
  });
  it('denies everything else', () => {
    expect(windowOpenAction('file:///etc/passwd')).toBe('deny');
    expect(windowOpenAction('javascript:alert(1)')).toBe('deny');
    expect(windowOpenAction('app://bundle/orders')).toBe('deny');
    expect(windowOpenAction('::')).toBe('deny');
  });
});

describe('isPermissionAllowed', () => {
  it('grants clipboard access to the app', () => {
    expect(isPermissionAllowed('clipboard-read', 'app://bundle/orders', origins)).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://bundle/', origins)).toBe(true);
  });
  it('refuses other permissions and other origins', () => {
    expect(isPermissionAllowed('media', 'app://bundle/', origins)).toBe(false);
    expect(isPermissionAllowed('notifications', 'app://bundle/', origins)).toBe(false);
    expect(isPermissionAllowed('clipboard-read', 'https://evil.example/', origins)).toBe(false);
  });
});
