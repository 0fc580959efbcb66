import { describe, expect, it } from 'vitest';
import { SessionCache } from './sessionCache';

const ENDS = 1_000_000;

/** A cache that listens, and a lookup that counts its calls. */
function setUp(ttlMs = 60_000, size = 10) {
  const cache = new SessionCache<string>(ttlMs, size);
  cache.listening(true);
  let loads = 0;
  const load = (value: string | null) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, load, loads: () => loads };
}

describe('SessionCache', () => {
  it('looks a session up once and answers it from then on', async () => {
    const { cache, load, loads } = setUp();
    expect(await cache.through('a', 0, load('alice'), () => ENDS)).toBe('alice');
    expect(await cache.through('a', 10, load('other'), () => ENDS)).toBe('alice');
    expect(loads()).toBe(1);
  });

  it('keeps no miss: an unknown token is looked up every time', async () => {
    const { cache, load, loads } = setUp();
    expect(await cache.through('a', 0, load(null), () => ENDS)).toBeNull();
    expect(await cache.through('a', 0, load(null), () => ENDS)).toBeNull();
    expect(loads()).toBe(2);
  });

  it('forgets every session on a change', async () => {
    const { cache, load, loads } = setUp();
    await cache.through('a', 0, load('alice'), () => ENDS);
    await cache.through('b', 0, load('bob'), () => ENDS);
    cache.changed();
    expect(cache.get('a', 0)).toBeUndefined();
    expect(await cache.through('b', 0, load('bob, changed'), () => ENDS)).toBe('bob, changed');
    expect(loads()).toBe(3);
  });

  it('does not keep a lookup a change overlapped: it may have read the row as it was', async () => {
    const { cache } = setUp();
    const answer = await cache.through(
      'a',
      0,
      () => {
        cache.changed();
        return Promise.resolve('alice, as she was');
      },
      () => ENDS,
    );
    expect(answer).toBe('alice, as she was');
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('answers a session until it ends, and at most for its time to live', async () => {
    const { cache, load } = setUp(1_000);
    await cache.through('ends', 0, load('soon'), () => 500);
    await cache.through('lives', 0, load('long'), () => ENDS);
    expect(cache.get('ends', 499)).toBe('soon');
    expect(cache.get('ends', 500)).toBeUndefined();
    expect(cache.get('lives', 999)).toBe('long');
    expect(cache.get('lives', 1_000)).toBeUndefined();
  });

  it('answers and keeps nothing while it does not listen, and starts empty when it listens again', async () => {
    const { cache, load, loads } = setUp();
    await cache.through('a', 0, load('alice'), () => ENDS);
    cache.listening(false);
    expect(cache.get('a', 0)).toBeUndefined();
    await cache.through('a', 0, load('alice'), () => ENDS);
    await cache.through('a', 0, load('alice'), () => ENDS);
    expect(loads()).toBe(3);
    cache.listening(true);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('keeps at most its size, letting the oldest go', async () => {
    const { cache, load } = setUp(60_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.through(key, 0, load(key), () => ENDS);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)).toBe('b');
    expect(cache.get('c', 0)).toBe('c');
  });
});
