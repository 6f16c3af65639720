import { describe, expect, it } from 'vitest';
import { HR_MESSAGES } from '@tavollet/contract/api/hr';
import { LEAVE_TYPES } from '@tavollet/contract/codes';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  exportHref,
  isFiltered,
  listSearch,
  queryProblem,
  readHrParams,
  writeHrParams,
  type HrView,
} from '../hr-params.ts';

const view = (over: Partial<HrView['filters']> = {}, rest: Partial<HrView> = {}): HrView => ({
  filters: { ...EMPTY_FILTERS, ...over },
  sort: DEFAULT_SORT,
  page: 1,
  ...rest,
});

describe('the HR view in the URL', () => {
  it('given an empty URL, shows everything, newest first, on the first page', () => {
    expect(readHrParams(new URLSearchParams())).toEqual(view());
    expect(writeHrParams(new URLSearchParams(), view()).toString()).toBe('');
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
  });

  it('given every filter, writes them and reads them back the same (a reload or shared link keeps them)', () => {
    const v = view(
      {
        nev: 'Kovács',
        om: '7300',
        statusz: ['benyujtva', 'jovahagyva'],
        tipus: ['tappenz'],
        letrehozva_tol: '2026-01-01',
        letrehozva_ig: '2026-01-31',
        kezdete_tol: '2026-02-01',
        kezdete_ig: '2026-02-28',
        vege_tol: '2026-03-01',
        vege_ig: '2026-03-31',
      },
      { sort: { key: 'nev', desc: false }, page: 3 },
    );
    const params = writeHrParams(new URLSearchParams('masik=marad'), v);
    expect(params.get('masik')).toBe('marad');
    expect(params.get('statusz')).toBe('benyujtva,jovahagyva');
    expect(params.get('rendezes')).toBe('nev');
    expect(params.get('irany')).toBe('novekvo');
    expect(params.get('oldal')).toBe('3');
    expect(readHrParams(new URLSearchParams(params.toString()))).toEqual(v);
    expect(isFiltered(v.filters)).toBe(true);
  });

  it('given "Egyik sem" (no status), keeps an empty set in the URL, unlike "Mind" (no parameter)', () => {
    const none = writeHrParams(new URLSearchParams(), view({ statusz: [] }));
    expect(none.toString()).toBe('statusz=');
    expect(readHrParams(none).filters.statusz).toEqual([]);
    expect(writeHrParams(new URLSearchParams(), view({ tipus: [...LEAVE_TYPES] })).has('tipus')).toBe(false);
  });

  it('given malformed values, ignores them instead of failing', () => {
    const v = readHrParams(
      new URLSearchParams('statusz=benyujtva,hamis&letrehozva_tol=2026-02-30&rendezes=jelszo&irany=csokkeno&oldal=-2'),
    );
    expect(v.filters.statusz).toEqual(['benyujtva']);
    expect(v.filters.letrehozva_tol).toBe('');
    expect(v.sort).toEqual(DEFAULT_SORT);
    expect(v.page).toBe(1);
  });

  it('builds the list query with the page size, and the export link without the page', () => {
    const v = view({ nev: ' kovacs ', statusz: ['elutasitva'] }, { page: 2 });
    expect(listSearch(v)).toBe('nev=kovacs&statusz=elutasitva&oldal=2&meret=50');
    expect(exportHref(v)).toBe('/api/hr/export?nev=kovacs&statusz=elutasitva');
    expect(exportHref(view())).toBe('/api/hr/export');
  });

  it("given a range whose start is after its end, reports the gateway's own message", () => {
    expect(queryProblem(view({ kezdete_tol: '2026-05-02', kezdete_ig: '2026-05-01' }))).toEqual({
      field: 'kezdete_ig',
      message: HR_MESSAGES.range.kezdete,
    });
    expect(queryProblem(view())).toBeNull();
  });
});
