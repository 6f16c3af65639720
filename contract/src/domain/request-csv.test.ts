// The request CSV (admin-area.md §5 "Request CSV", §9 "Up to 8 CSV format errors listed",
// "requests_template.csv"): every rule and message, the header, delimiters, quotes, the 8-then-"…"
// cut and the template's exact bytes. Texts are written out literally, so a changed message fails.
import { describe, expect, it } from 'vitest';
import {
  REQUEST_CSV_MESSAGES as M,
  REQUEST_CSV_TEMPLATE_NAME,
  checkRequestRows,
  parseRequestCsv,
  requestCsvTemplate,
} from './request-csv.ts';
import { MAX_IMPORT_ROWS } from './csv-read.ts';

const HEADER = 'oktatasi_azonosito;szabadsag_tipus;ev;kezdete;vege;megjegyzes';
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const refused = (...errors: string[]) => ({ ok: false, title: 'CSV validációs hibák', errors });

describe('the messages, word for word', () => {
  it('keeps the fixed texts and fills the row numbers', () => {
    expect(M.empty).toBe('A CSV üres vagy nincs adat sor.');
    expect(M.noFile).toBe('Nincs fájl kiválasztva.');
    expect(M.importWithoutFile).toBe('Először válassz egy CSV fájlt.');
    expect(M.checked(3)).toBe('CSV formátum rendben — 3 sor készen áll importálásra.');
    expect(M.missing(2, 'ev')).toBe("Sor 2: hiányzik az 'ev'.");
    expect(M.missing(2, 'vege')).toBe("Sor 2: hiányzik a 'vege'.");
    expect(M.badYear(4)).toBe("Sor 4: az 'ev' évszám legyen (a 'kezdete' éve, pl. 2025).");
    expect(M.badDate(5, 'kezdete')).toBe("Sor 5: a 'kezdete' nem valós dátum (ÉÉÉÉ-HH-NN).");
    expect(M.missingColumns(['ev', 'vege'])).toBe(
      'Hiányzó oszlop(ok): ev, vege. A sablon szerint a fejléc: oktatasi_azonosito;szabadsag_tipus;ev;kezdete;vege;megjegyzes',
    );
  });
});

describe('the file and its header', () => {
  it.each([
    ['an empty file', ''],
    ['only a BOM and blank lines', '\uFEFF\r\n  \r\n'],
    ['a header without rows', csv(HEADER)],
  ])('refuses %s as empty', (_, text) => {
    expect(parseRequestCsv(text)).toEqual({ ok: false, title: null, errors: [M.empty] });
  });

  it('names the missing required columns; megjegyzes may be left out', () => {
    expect(parseRequestCsv(csv('oktatasi_azonosito;ev;kezdete', '1;2025;2025-01-02'))).toEqual({
      ok: false,
      title: null,
      errors: [M.missingColumns(['szabadsag_tipus', 'vege'])],
    });
    expect(
      parseRequestCsv(csv('oktatasi_azonosito,szabadsag_tipus,ev,kezdete,vege', '7,halal,2025,2025-01-02,2025-01-03')),
    ).toEqual({
      ok: true,
      rows: [
        {
          oktatasi_azonosito: '7',
          szabadsag_tipus: 'halal',
          ev: 2025,
          szabadsag_kezdete: '2025-01-02',
          szabadsag_vege: '2025-01-03',
          megjegyzes: null,
        },
      ],
    });
  });

  it('reads a normalised header in any order, tab-separated, with quotes and a BOM; other columns are ignored', () => {
    const text = `\uFEFF${csv('Vége\tKezdete\tÉv\tSzabadság típus\tOktatási azonosító\tMegjegyzés\tegyéb', '2025-03-04\t2025-03-03\t2025\trendes_szabadsag\t"71"\t"Egy\tkét ""idéző"""\tx')}`;
    expect(parseRequestCsv(text)).toEqual({
      ok: true,
      rows: [
        {
          oktatasi_azonosito: '71',
          szabadsag_tipus: 'rendes_szabadsag',
          ev: 2025,
          szabadsag_kezdete: '2025-03-03',
          szabadsag_vege: '2025-03-04',
          megjegyzes: 'Egy\tkét "idéző"',
        },
      ],
    });
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} rows`, () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, () => '7;halal;2025;2025-01-02;2025-01-02;');
    expect(parseRequestCsv(csv(HEADER, ...rows))).toEqual({ ok: false, title: null, errors: [M.tooManyRows] });
  });
});

describe('the row rules', () => {
  it.each([
    [
      'every required cell missing (a line of empty cells is a blank line, skipped)',
      ';;;;;csak megjegyzés',
      [
        M.missing(1, 'oktatasi_azonosito'),
        M.missing(1, 'szabadsag_tipus'),
        M.missing(1, 'ev'),
        M.missing(1, 'kezdete'),
        M.missing(1, 'vege'),
      ],
    ],
    ['a negative year', '7;halal;-1;2025-01-02;2025-01-02;', [M.badYear(1)]],
    ['a year with a fraction', '7;halal;2025.5;2025-01-02;2025-01-02;', [M.badYear(1)]],
    ['a year that is not the start’s', '7;halal;2024;2025-01-02;2025-01-02;', [M.yearMismatch(1, 2024)]],
    ['an unreal date', '7;halal;2025;2025-02-29;2025-03-01;', [M.badDate(1, 'kezdete')]],
    ['a Hungarian-style date', '7;halal;2025;2025-01-02;2025.01.03;', [M.badDate(1, 'vege')]],
    ['an unknown type', '7;nyaralas;2025;2025-01-02;2025-01-02;', [M.unknownType(1, 'nyaralas')]],
    ['a start after the end', '7;halal;2025;2025-01-05;2025-01-02;', [M.startAfterEnd(1)]],
    ['a range across New Year', '7;halal;2025;2025-12-30;2026-01-02;', [M.crossesYear(1)]],
    ['a note over 100 characters', `7;halal;2025;2025-01-02;2025-01-02;${'x'.repeat(101)}`, [M.noteTooLong(1)]],
    ['a note over 400 characters', `7;halal;2025;2025-01-02;2025-01-02;${'x'.repeat(401)}`, [M.noteTooLong(1)]],
    ['a start before the quota years', '7;halal;1900;1900-01-02;1900-01-02;', [M.yearRange(1)]],
    ['a start after the quota years', '7;halal;2100;2100-01-04;2100-01-04;', [M.yearRange(1)]],
    ['an OM id over 32 characters', `${'7'.repeat(33)};halal;2025;2025-01-02;2025-01-02;`, [M.omTooLong(1)]],
  ])('names %s', (_, line, errors) => {
    expect(parseRequestCsv(csv(HEADER, line))).toEqual(refused(...errors));
  });

  it('accepts a year 0 as a non-negative integer but then wants it to be the start’s year', () => {
    expect(
      checkRequestRows([
        {
          oktatasi_azonosito: '7',
          szabadsag_tipus: 'halal',
          ev: 0,
          szabadsag_kezdete: '2025-01-02',
          szabadsag_vege: '2025-01-02',
        },
      ]).errors,
    ).toEqual([M.yearMismatch(1, 0)]);
  });

  it('refuses two overlapping rows of one person, not of two people', () => {
    const text = csv(
      HEADER,
      '7;halal;2025;2025-01-02;2025-01-06;',
      '8;halal;2025;2025-01-02;2025-01-06;',
      '7;rendes_szabadsag;2025;2025-01-06;2025-01-07;',
    );
    expect(parseRequestCsv(text)).toEqual(refused(M.overlapInFile(3, 1)));
  });

  it('names a row with broken quotes once, in row order, and cuts the list at 8 then "…"', () => {
    const bad = Array.from({ length: 9 }, () => '7;halal;x;2025-01-02;2025-01-02;');
    expect(parseRequestCsv(csv(HEADER, ...bad))).toEqual(
      refused(...Array.from({ length: 8 }, (_, i) => M.badYear(i + 1)), '…'),
    );
    const quotes = parseRequestCsv(
      csv(HEADER, '7;halal;x;2025-01-02;2025-01-02;', '8;halal;2025;2025-01-02;"2025-01-02;'),
    );
    expect(quotes).toEqual(refused(M.badYear(1), M.badQuotes(2)));
  });

  it('checks rows sent as JSON (the gateway’s re-check): numbers and strings for the year, missing fields', () => {
    const { rows, errors } = checkRequestRows([
      {
        oktatasi_azonosito: ' 7 ',
        szabadsag_tipus: 'halal',
        ev: 2025,
        szabadsag_kezdete: '2025-01-02',
        szabadsag_vege: '2025-01-02',
        megjegyzes: '  ',
      },
      null,
    ]);
    expect(rows).toEqual([
      {
        n: 1,
        oktatasi_azonosito: '7',
        szabadsag_tipus: 'halal',
        ev: 2025,
        szabadsag_kezdete: '2025-01-02',
        szabadsag_vege: '2025-01-02',
        megjegyzes: null,
      },
    ]);
    expect(errors).toEqual([
      M.missing(2, 'oktatasi_azonosito'),
      M.missing(2, 'szabadsag_tipus'),
      M.missing(2, 'ev'),
      M.missing(2, 'kezdete'),
      M.missing(2, 'vege'),
    ]);
  });
});

describe('the template', () => {
  it('is requests_template.csv with a BOM, `;`, CRLF and rows the parser accepts', () => {
    expect(REQUEST_CSV_TEMPLATE_NAME).toBe('requests_template.csv');
    const bytes = Buffer.from(requestCsvTemplate(), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe(
      'oktatasi_azonosito;szabadsag_tipus;ev;kezdete;vege;megjegyzes\r\n' +
        '71234567890;rendes_szabadsag;2025;2025-07-14;2025-07-18;Nyári szabadság\r\n' +
        '71234567891;gyermek_utan_jaro_potszabadsag;2025;2025-08-04;2025-08-05;\r\n',
    );
    const parsed = parseRequestCsv(requestCsvTemplate());
    expect(parsed.ok && parsed.rows.length).toBe(2);
  });
});
