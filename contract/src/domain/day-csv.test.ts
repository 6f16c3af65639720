// The days CSV (admin-area.md §5 "Day CSV (school-year screen check)", §9): one case per rule and
// per message, the date formats, delimiters, BOM, quotes, the 8-then-"…" cut and the template's
// exact bytes. The spec's texts are written out literally here, so a changed message fails.
import { describe, expect, it } from 'vitest';
import {
  DAY_CSV_MESSAGES as M,
  DAY_CSV_TEMPLATE_NAME,
  checkDayRows,
  dayCsvTemplate,
  parseDayCsv,
  parseDayDate,
  parseDayType,
} from './day-csv.ts';
import { MAX_IMPORT_ROWS } from './csv-read.ts';

const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const HEADER = 'datum,naptipus,megjegyzes';
const refused = (...errors: string[]) => ({ ok: false, title: null, errors });

describe('the spec’s messages, word for word', () => {
  it('keeps the texts of admin-area.md §5 "Day CSV (school-year screen check)"', () => {
    expect(M.checked(3)).toBe('CSV formátum rendben — 3 sor ellenőrizve.');
    expect(M.noFile).toBe('Nincs fájl kiválasztva.');
    expect(M.empty).toBe('A CSV üres vagy nincs adat sor.');
    expect(M.missingHeaders(['naptipus', 'megjegyzes'])).toBe('Hiányzó fejléc(ek): naptipus, megjegyzes');
    expect(M.missing(2, 'datum')).toBe("Sor 2: hiányzik a 'datum'.");
    expect(M.missing(4, 'naptipus')).toBe("Sor 4: hiányzik a 'naptipus'.");
    expect(M.badDate(5)).toBe("Sor 5: a 'datum' nem értelmezhető");
    expect(M.badType(6)).toBe("Sor 6: érvénytelen 'naptipus'.");
  });
});

describe('dates and types', () => {
  it.each([
    ['2025-09-01', '2025-09-01'],
    ['2025/09/01', '2025-09-01'],
    ['2025.09.01.', '2025-09-01'],
    ['01-09-2025', '2025-09-01'],
    ['01/09/2025', '2025-09-01'],
    ['1.9.2025', '2025-09-01'],
    ['02/01/2025', '2025-01-02'],
    [' 29/02/2024 ', '2024-02-29'],
    ['1900-01-01', '1900-01-01'],
    ['31.12.2099', '2099-12-31'],
  ])('reads %s as %s', (cell, iso) => {
    expect(parseDayDate(cell)).toBe(iso);
  });

  it.each([
    '29/02/2025',
    '2025-13-01',
    '31/04/2025',
    '1899-12-31',
    '2100-01-01',
    '2025-09',
    '09/2025/01',
    'holnap',
    '',
  ])('refuses %j', (cell) => {
    expect(parseDayDate(cell)).toBeNull();
  });

  it('trims and lower-cases the type: t, m or s only', () => {
    expect(['t', ' M ', 'S'].map(parseDayType)).toEqual(['t', 'm', 's']);
    expect(['x', 'tm', '', 'tanitasi'].map(parseDayType)).toEqual([null, null, null, null]);
  });
});

describe('the file and its header', () => {
  it.each([
    ['an empty file', ''],
    ['only white space', '  \n\n'],
    ['only a BOM', '\uFEFF'],
    ['a header without rows', csv(HEADER)],
    ['a header and blank lines', csv(HEADER, '', ' ')],
  ])('refuses %s with "A CSV üres vagy nincs adat sor."', (_what, text) => {
    expect(parseDayCsv(text)).toEqual(refused(M.empty));
  });

  it('names every missing header', () => {
    expect(parseDayCsv(csv('datum', '2025-09-01'))).toEqual(refused(M.missingHeaders(['naptipus', 'megjegyzes'])));
    expect(parseDayCsv(csv('date,type,note', '2025-09-01,t,'))).toEqual(
      refused(M.missingHeaders(['datum', 'naptipus', 'megjegyzes'])),
    );
  });

  it('needs datum as the first column', () => {
    expect(parseDayCsv(csv('naptipus,datum,megjegyzes', 't,2025-09-01,'))).toEqual(refused(M.firstColumn));
  });

  it('reads any case, accents, BOM, `;` or tab, quotes and extra columns', () => {
    const text = `\uFEFF${csv('Dátum;NapTípus;Megjegyzés;egyéb', '2025-09-01;T;"Tanévnyitó; ünnepség";x', '02.09.2025;m;;')}`;
    expect(parseDayCsv(text)).toEqual({
      ok: true,
      rows: [
        { datum: '2025-09-01', tipus: 't', megjegyzes: 'Tanévnyitó; ünnepség' },
        { datum: '2025-09-02', tipus: 'm', megjegyzes: null },
      ],
    });
    expect(parseDayCsv(csv('datum\tnaptipus\tmegjegyzes', '2025-09-01\ts\t')).ok).toBe(true);
  });

  it('refuses more than MAX_IMPORT_ROWS rows', () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => '2025-09-01,t,');
    expect(parseDayCsv(csv(HEADER, ...rows))).toEqual(refused(M.tooManyRows));
  });
});

describe('the rows', () => {
  it('names each rule per row (rows counted from the first data row, blank lines skipped)', () => {
    const text = csv(
      HEADER,
      ',t,',
      '',
      '2025-02-30,t,',
      '2025-09-03,,',
      '2025-09-04,x,',
      '2025-09-05,t,' + 'y'.repeat(201),
      '2025-09-06,s,',
      '06/09/2025,t,',
    );
    expect(parseDayCsv(text)).toEqual(
      refused(
        M.missing(1, 'datum'),
        M.badDate(2),
        M.missing(3, 'naptipus'),
        M.badType(4),
        M.noteTooLong(5),
        M.duplicate(7, '2025-09-06', 6),
      ),
    );
    expect(M.duplicate(7, '2025-09-06', 6)).toBe('Sor 7: a(z) 2025-09-06 dátum már szerepel a(z) 6. sorban.');
  });

  it('names a row missing both fields twice, and lists at most 8 errors, then "…"', () => {
    expect(parseDayCsv(csv(HEADER, ',,csak megjegyzés'))).toEqual(
      refused(M.missing(1, 'datum'), M.missing(1, 'naptipus')),
    );
    const bad = Array.from({ length: 12 }, () => 'x,t,');
    const result = parseDayCsv(csv(HEADER, ...bad));
    expect(result).toEqual(refused(...Array.from({ length: 8 }, (_, i) => M.badDate(i + 1)), '…'));
  });

  it('names a row with broken quotes once', () => {
    const result = parseDayCsv(csv(HEADER, '2025-09-01,t,ok', '2025-09-02,t,"nyitott'));
    expect(result).toEqual(refused(M.badQuotes(2)));
  });

  it('checks rows sent as objects with the same rules, §3 aliases included', () => {
    expect(
      checkDayRows([{ date: '01/09/2025', type: 'S', note: 'Ünnep' }, { datum: '2025-09-02', tipus: 'm' }, null]),
    ).toEqual({
      rows: [
        { datum: '2025-09-01', tipus: 's', megjegyzes: 'Ünnep' },
        { datum: '2025-09-02', tipus: 'm', megjegyzes: null },
      ],
      errors: [M.missing(3, 'datum'), M.missing(3, 'naptipus')],
    });
  });
});

describe('the template', () => {
  it('is napok_template.csv with the header and the spec’s three rows, byte for byte', () => {
    expect(DAY_CSV_TEMPLATE_NAME).toBe('napok_template.csv');
    const bytes = new TextEncoder().encode(dayCsvTemplate());
    const expected = new TextEncoder().encode(
      '\uFEFFdatum,naptipus,megjegyzes\r\n01/01/2025,s,\r\n02/01/2025,m,\r\n03/01/2025,t,\r\n',
    );
    expect([...bytes]).toEqual([...expected]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('passes its own check', () => {
    expect(parseDayCsv(dayCsvTemplate())).toEqual({
      ok: true,
      rows: [
        { datum: '2025-01-01', tipus: 's', megjegyzes: null },
        { datum: '2025-01-02', tipus: 'm', megjegyzes: null },
        { datum: '2025-01-03', tipus: 't', megjegyzes: null },
      ],
    });
  });
});
