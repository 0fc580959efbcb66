import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/errors';
import { createServerTarget } from './serverTarget';

function fakeEmbedded(port = 4100) {
  const stop = vi.fn(() => Promise.resolve());
  let onExit: () => void = () => undefined;
  const start = vi.fn((exit: () => void) => {
    onExit = exit;
    return Promise.resolve({ baseUrl: `http://127.0.0.1:${port}`, stop });
  });
  return { start, stop, crash: () => onExit() };
}

describe('server target', () => {
  it('uses the configured server and never starts the embedded one', async () => {
    const embedded = fakeEmbedded();
    const target = createServerTarget('https://bo.example.com', embedded.start);
    expect(await target.baseUrl()).toBe('https://bo.example.com');
    expect(embedded.start).not.toHaveBeenCalled();
  });

  it('starts the embedded server once when no URL is set', async () => {
    const embedded = fakeEmbedded();
    const target = createServerTarget('', embedded.start);
    expect(await Promise.all([target.baseUrl(), target.baseUrl()])).toEqual([
      'http://127.0.0.1:4100',
      'http://127.0.0.1:4100',
    ]);
    expect(embedded.start).toHaveBeenCalledTimes(1);
  });

  it('stops the embedded server when switched to a company server', async () => {
    const embedded = fakeEmbedded();
    const target = createServerTarget('', embedded.start);
    await target.baseUrl();
    await target.switchTo('https://bo.example.com');
    expect(embedded.stop).toHaveBeenCalledTimes(1);
    expect(await target.baseUrl()).toBe('https://bo.example.com');
    await target.switchTo('');
    expect(await target.baseUrl()).toBe('http://127.0.0.1:4100');
    expect(embedded.start).toHaveBeenCalledTimes(2);
  });

  it('answers a start failure as an ApiError and retries on the next call', async () => {
    const start = vi
      .fn()
      .mockRejectedValueOnce(new Error('The embedded server did not start: database locked'))
      .mockResolvedValueOnce({ baseUrl: 'http://127.0.0.1:4200', stop: () => Promise.resolve() });
    const target = createServerTarget('', start);
    const failure = await target.baseUrl().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 503, message: 'The embedded server did not start: database locked' });
    expect(await target.baseUrl()).toBe('http://127.0.0.1:4200');
  });

  it('starts a new embedded server after a crash', async () => {
    const embedded = fakeEmbedded();
    const target = createServerTarget('', embedded.start);
    await target.baseUrl();
    embedded.crash();
    await target.baseUrl();
    expect(embedded.start).toHaveBeenCalledTimes(2);
  });
});
