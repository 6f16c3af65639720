// The one cache of reads kept by write stamps (gateway/src/db/stamped-read-cache.ts; the stamps
// here are plain counters, as the change feed keeps them): a read is kept only if nothing it depends on moved
// between its marks and its answer, served while nothing moves and it has not expired, bounded, and
// frozen.
import { describe, expect, it } from 'vitest';
import { StampedReadCache, type WriteStamps } from '../../src/db/stamped-read-cache.ts';

/** Counters: slot 0 the whole store, 1 the one document these tests read. */
class Counters implements WriteStamps {
  readonly storeSlot = 0;
  readonly values = [0, 0];
  /** Whether the writer's stamps are known to reflect every write so far. */
  current = true;
  collectionSlot = () => 1;
  documentSlot = () => 1;
  ownerSlot = () => 1;
  disownSlot = () => 1;
  read = (slot: number) => this.values[slot]!;
  caughtUp = () => Promise.resolve(this.current);
  written(): void {
    this.values[1]! += 1;
  }
  dropped(): void {
    this.values[0]! += 1;
  }
}

const setup = (max = 10) => {
  const stamps = new Counters();
  const slot = stamps.documentSlot();
  return { stamps, slot, cache: new StampedReadCache<{ list: number[] }>(stamps, max) };
};

describe('StampedReadCache', () => {
  it('keeps a read and serves it while its stamps stay equal', async () => {
    const { cache, slot } = setup();
    const marks = cache.marks([slot]);
    cache.put('k', marks, { list: [1] });
    expect(await cache.get('k', Date.now())).toEqual({ list: [1] });
  });

  it('does not keep a read whose stamps moved while it was on its way', async () => {
    const { cache, slot, stamps } = setup();
    const marks = cache.marks([slot]);
    stamps.written();
    cache.put('k', marks, { list: [1] });
    expect(await cache.get('k', Date.now())).toBeUndefined();
  });

  it('stops serving a kept read when a stamp it depends on moves, or the whole store', async () => {
    const { cache, slot, stamps } = setup();
    cache.put('k', cache.marks([slot]), { list: [1] });
    stamps.written();
    expect(await cache.get('k', Date.now())).toBeUndefined();
    cache.put('k', cache.marks([slot]), { list: [2] });
    stamps.dropped();
    expect(await cache.get('k', Date.now())).toBeUndefined();
  });

  it('stops serving at its expiry, and after forget', async () => {
    const { cache, slot } = setup();
    const now = Date.now();
    cache.put('k', cache.marks([slot]), { list: [1] }, now + 1000);
    expect(await cache.get('k', now + 999)).toBeDefined();
    expect(await cache.get('k', now + 1000)).toBeUndefined();
    cache.put('k', cache.marks([slot]), { list: [1] });
    cache.forget('k');
    expect(await cache.get('k', now)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest first', async () => {
    const { cache, slot } = setup(2);
    for (const k of ['a', 'b', 'c']) cache.put(k, cache.marks([slot]), { list: [] });
    const kept = await Promise.all(['a', 'b', 'c'].map((k) => cache.get(k, Date.now())));
    expect(kept.map((v) => v !== undefined)).toEqual([false, true, true]);
  });

  it('hands out frozen reads, so a change in place fails instead of changing the next answer', async () => {
    const { cache, slot } = setup();
    cache.put('k', cache.marks([slot]), { list: [1] });
    const kept = (await cache.get('k', Date.now()))!;
    expect(() => kept.list.push(2)).toThrow(TypeError);
    expect(await cache.get('k', Date.now())).toEqual({ list: [1] });
  });

  it('serves nothing while the stamps are not known to be current (the feed lags or is closed)', async () => {
    const { cache, slot, stamps } = setup();
    cache.put('k', cache.marks([slot]), { list: [1] });
    stamps.current = false;
    expect(await cache.get('k', Date.now())).toBeUndefined();
  });
});
