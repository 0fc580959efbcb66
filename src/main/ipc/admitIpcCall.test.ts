import { describe, expect, it } from 'vitest';
import { ipcChannels } from '../../shared/ipc/contract';
import { trustedOrigins } from '../protocol/appOrigin';
import { admitIpcCall, checkSenderFrame } from './admitIpcCall';

const origins = trustedOrigins(undefined);
const topFrame = { url: 'app://bundle/orders', parent: null };
const login = ipcChannels.login.schema;

describe('checkSenderFrame', () => {
  it('accepts the top frame of the app', () => {
    expect(checkSenderFrame(topFrame, origins)).toBeNull();
  });

  it('refuses a foreign origin', () => {
    const result = checkSenderFrame({ url: 'https://evil.example/', parent: null }, origins);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', statusCode: 403 } });
  });

  it('refuses a subframe, even of the app', () => {
    const result = checkSenderFrame({ url: 'app://bundle/', parent: topFrame }, origins);
    expect(result).toMatchObject({ ok: false, error: { statusCode: 403 } });
  });

  it('refuses a destroyed frame and file pages', () => {
    expect(checkSenderFrame(null, origins)).toMatchObject({ ok: false, error: { statusCode: 403 } });
    expect(checkSenderFrame({ url: 'file:///tmp/x.html', parent: null }, origins)).toMatchObject({ ok: false });
  });

  it('accepts the dev server only when it is one of the origins', () => {
    const dev = { url: 'http://localhost:5173/login', parent: null };
    expect(checkSenderFrame(dev, origins)).not.toBeNull();
    expect(checkSenderFrame(dev, trustedOrigins('http://localhost:5173'))).toBeNull();
  });
});

describe('admitIpcCall', () => {
  it('accepts a valid payload from the app', () => {
    const result = admitIpcCall(login, topFrame, { email: 'a@b.c', password: 'secret' }, origins);
    expect(result).toEqual({ ok: true, payload: { email: 'a@b.c', password: 'secret' } });
  });

  it('refuses an invalid payload with 400 naming the field', () => {
    const result = admitIpcCall(login, topFrame, { email: 'a@b.c' }, origins);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', statusCode: 400 } });
    expect(!result.ok && result.error.message).toContain('password');
  });

  it('checks the sender before the payload', () => {
    const result = admitIpcCall(login, { url: 'https://evil.example/', parent: null }, { bad: true }, origins);
    expect(result).toMatchObject({ ok: false, error: { statusCode: 403 } });
  });

  it('refuses an API path that climbs', () => {
    const payload = { method: 'GET', path: '/orders/../auth/login' };
    expect(admitIpcCall(ipcChannels.apiRequest.schema, topFrame, payload, origins)).toMatchObject({ ok: false });
  });

  it('refuses a payload on channels that take none', () => {
    expect(admitIpcCall(ipcChannels.logout.schema, topFrame, { x: 1 }, origins)).toMatchObject({ ok: false });
    expect(admitIpcCall(ipcChannels.logout.schema, topFrame, undefined, origins)).toEqual({
      ok: true,
      payload: undefined,
    });
  });
});
