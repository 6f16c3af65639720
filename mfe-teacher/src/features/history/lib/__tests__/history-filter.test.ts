import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  historySearch,
  readHistoryParams,
  writeHistoryParams,
} from '../history-filter.ts';

describe('history URL parameters', () => {
  it('given a shared link, reads every filter and the order; unknown values are ignored', () => {
    const p = new URLSearchParams(
      'kereses=esk&statusz=jovahagyva&tipus=tappenz&letrehozva_tol=2026-10-01&letrehozva_ig=2026-11-30&rendezes=days&irany=novekvo',
    );
    expect(readHistoryParams(p)).toEqual({
      filters: { q: 'esk', status: 'jovahagyva', type: 'tappenz', from: '2026-10-01', to: '2026-11-30' },
      sort: { key: 'days', desc: false },
    });
    const bad = new URLSearchParams('statusz=piszkozat&tipus=annual&letrehozva_tol=2026-02-30&rendezes=teacher');
    expect(readHistoryParams(bad)).toEqual({ filters: EMPTY_FILTERS, sort: DEFAULT_SORT });
  });

  it('given filters and an order, writes them back so that reading gives the same; defaults leave no trace', () => {
    const filters = { ...EMPTY_FILTERS, q: 'orvos', type: 'rendes_szabadsag' as const, from: '2026-09-01' };
    const sort = { key: 'start' as const, desc: true };
    const written = writeHistoryParams(new URLSearchParams('other=1'), filters, sort);
    expect(written.get('other')).toBe('1');
    expect(readHistoryParams(written)).toEqual({ filters, sort });
    expect(writeHistoryParams(written, EMPTY_FILTERS, DEFAULT_SORT).toString()).toBe('other=1');
  });

  it('given a view, asks the server with the same names; the default view asks with none', () => {
    expect(historySearch(EMPTY_FILTERS, DEFAULT_SORT)).toBe('');
    expect(historySearch({ ...EMPTY_FILTERS, status: 'jovahagyva', q: 'orvos' }, { key: 'days', desc: false })).toBe(
      'kereses=orvos&statusz=jovahagyva&rendezes=days&irany=novekvo',
    );
  });
});
