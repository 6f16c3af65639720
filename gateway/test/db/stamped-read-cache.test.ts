// The one cache of reads kept by the embedded server's change stamps
// (gateway/src/db/stamped-read-cache.ts): a read is kept only if nothing it depends on moved
// between its marks and its answer, served while nothing moves and it has not expired, bounded, and
// frozen.
import { describe, expect, it } from 'vitest';
import { ChangeStamps } from '@tavollet/embedded-mongo';
import { StampedReadCache } from '../../src/db/stamped-read-cache.ts';

const setup = (max = 10) => {
  const stamps = new ChangeStamps();
  const slot = stamps.documentSlot('d.c', 'a');
  return { stamps, slot, cache: new StampedReadCache<{ list: number[] }>(stamps, max) };
};

describe('StampedReadCache', () => {
  it('keeps a read and serves it while its stamps stay equal', () => {
    const { cache, slot } = setup();
    const marks = cache.marks([slot]);
    cache.put('k', marks, { list: [1] });
    expect(cache.get('k', Date.now())).toEqual({ list: [1] });
  });

  it('does not keep a read whose stamps moved while it was on its way', () => {
    const { cache, slot, stamps } = setup();
    const marks = cache.marks([slot]);
    stamps.written('d.c', 's1:a');
    cache.put('k', marks, { list: [1] });
    expect(cache.get('k', Date.now())).toBeUndefined();
  });

  it('stops serving a kept read when a stamp it depends on moves, or the whole store', () => {
    const { cache, slot, stamps } = setup();
    cache.put('k', cache.marks([slot]), { list: [1] });
    stamps.written('d.c', 's1:a');
    expect(cache.get('k', Date.now())).toBeUndefined();
    cache.put('k', cache.marks([slot]), { list: [2] });
    stamps.dropped();
    expect(cache.get('k', Date.now())).toBeUndefined();
  });

  it('stops serving at its expiry, and after forget', () => {
    const { cache, slot } = setup();
    const now = Date.now();
    cache.put('k', cache.marks([slot]), { list: [1] }, now + 1000);
    expect(cache.get('k', now + 999)).toBeDefined();
    expect(cache.get('k', now + 1000)).toBeUndefined();
    cache.put('k', cache.marks([slot]), { list: [1] });
    cache.forget('k');
    expect(cache.get('k', now)).toBeUndefined();
  });

  it('keeps at most its bound, dropping the oldest first', () => {
    const { cache, slot } = setup(2);
    for (const k of ['a', 'b', 'c']) cache.put(k, cache.marks([slot]), { list: [] });
    expect(['a', 'b', 'c'].map((k) => cache.get(k, Date.now()) !== undefined)).toEqual([false, true, true]);
  });

  it('hands out frozen reads, so a change in place fails instead of changing the next answer', () => {
    const { cache, slot } = setup();
    cache.put('k', cache.marks([slot]), { list: [1] });
    const kept = cache.get('k', Date.now())!;
    expect(() => kept.list.push(2)).toThrow(TypeError);
    expect(cache.get('k', Date.now())).toEqual({ list: [1] });
  });
});
