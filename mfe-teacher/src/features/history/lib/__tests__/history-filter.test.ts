import { describe, expect, it } from 'vitest';
import { historyRow } from '../../../../test/fixtures.ts';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  filterHistory,
  readHistoryParams,
  sortHistory,
  writeHistoryParams,
  type HistoryLabels,
} from '../history-filter.ts';

const labels: HistoryLabels = {
  type: (c) =>
    ({ rendes_szabadsag: 'Rendes szabadság', tappenz: 'Táppénz', hivatalos: 'Hivatalos távollét' })[c as string] ?? c,
  status: (s) =>
    ({ benyujtva: 'Benyújtva', jovahagyva: 'Jóváhagyva', elutasitva: 'Elutasítva', visszavonva: 'Visszavonva' })[s],
};

const rows = [
  historyRow({
    id: 1,
    status: 'jovahagyva',
    typeId: 'rendes_szabadsag',
    createdAt: '2026-10-05T08:00:00.000Z',
    decidedAt: '2026-10-06T10:00:00.000Z',
    start: '2026-10-20',
    end: '2026-10-22',
    days: 3,
    megjegyzes: 'Esküvő',
  }),
  historyRow({
    id: 2,
    status: 'benyujtva',
    typeId: 'tappenz',
    createdAt: '2026-11-10T09:00:00.000Z',
    start: '2026-12-01',
    end: '2026-12-01',
    days: 1,
  }),
  historyRow({
    id: 3,
    status: 'elutasitva',
    typeId: 'hivatalos',
    createdAt: '2026-11-01T07:30:00.000Z',
    decidedAt: '2026-11-02T12:00:00.000Z',
    start: '2026-11-20',
    end: '2026-11-24',
    days: 5,
    jovahagyoi_megjegyzes: 'Félévzáró értekezlet',
  }),
  // 23:30 UTC on 31 October is already 1 November in Budapest.
  historyRow({
    id: 4,
    status: 'visszavonva',
    typeId: 'rendes_szabadsag',
    createdAt: '2026-10-31T23:30:00.000Z',
    start: '2026-12-10',
    end: '2026-12-11',
    days: 2,
  }),
];
const ids = (list: { id: number }[]) => list.map((r) => r.id);

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
});

describe('filterHistory', () => {
  it('given a status, a type or both, keeps the matching rows', () => {
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, status: 'benyujtva' }, labels))).toEqual([2]);
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, type: 'rendes_szabadsag' }, labels))).toEqual([1, 4]);
    expect(
      ids(filterHistory(rows, { ...EMPTY_FILTERS, type: 'rendes_szabadsag', status: 'visszavonva' }, labels)),
    ).toEqual([4]);
  });

  it('given created-from and created-to, compares the Budapest day of creation, both ends included', () => {
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, from: '2026-11-01' }, labels))).toEqual([2, 3, 4]);
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, to: '2026-10-31' }, labels))).toEqual([1]);
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, from: '2026-11-01', to: '2026-11-01' }, labels))).toEqual([
      3, 4,
    ]);
  });

  it('given search words, matches labels, notes and Hungarian dates, ignoring case and accents', () => {
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, q: 'ESKUVO' }, labels))).toEqual([1]);
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, q: 'tappenz' }, labels))).toEqual([2]);
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, q: 'értekezlet' }, labels))).toEqual([3]);
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, q: '2026. 12. 10.' }, labels))).toEqual([4]);
    expect(ids(filterHistory(rows, { ...EMPTY_FILTERS, q: '  rendes   SZAB ' }, labels))).toEqual([1, 4]);
    expect(filterHistory(rows, { ...EMPTY_FILTERS, q: 'nincs ilyen' }, labels)).toEqual([]);
  });
});

describe('sortHistory', () => {
  it('given the default order, newest created first', () => {
    expect(ids(sortHistory(rows, DEFAULT_SORT, labels))).toEqual([2, 3, 4, 1]);
  });

  it('given each column, orders ascending and descending', () => {
    expect(ids(sortHistory(rows, { key: 'start', desc: false }, labels))).toEqual([1, 3, 2, 4]);
    expect(ids(sortHistory(rows, { key: 'end', desc: true }, labels))).toEqual([4, 2, 3, 1]);
    expect(ids(sortHistory(rows, { key: 'days', desc: true }, labels))).toEqual([3, 1, 4, 2]);
    // Hungarian collation of the labels: Benyújtva, Elutasítva, Jóváhagyva, Visszavonva
    expect(ids(sortHistory(rows, { key: 'status', desc: false }, labels))).toEqual([2, 3, 1, 4]);
    // Hivatalos, Rendes (newest first on ties), Táppénz
    expect(ids(sortHistory(rows, { key: 'type', desc: false }, labels))).toEqual([3, 4, 1, 2]);
  });

  it('given the decided column, undecided requests stay last in both directions', () => {
    expect(ids(sortHistory(rows, { key: 'decidedAt', desc: false }, labels))).toEqual([1, 3, 2, 4]);
    expect(ids(sortHistory(rows, { key: 'decidedAt', desc: true }, labels))).toEqual([3, 1, 2, 4]);
  });
});
