// The quotas CSV (admin-area.md §5 "Quota CSV", §9 "Up to 8 CSV format errors listed"): one case
// per rule and per message, every delimiter, quotes, BOM, header normalisation, duplicates, the
// optional used-days columns, the 8-then-"…" cut and the template's exact bytes. The texts are
// written out literally, so a changed one fails.
import { describe, expect, it } from 'vitest';
import { QUOTA_CSV_MESSAGES as M, checkQuotaRows, parseQuotaCsv, quotaCsvTemplate, quotaRowBody } from './quota-csv.ts';

const HEADER =
  'oktatasi_azonosito;ev;rendes_szabadsag;gyermek_utan_jaro_potszabadsag;apasagi_szabadsag;szuloi_szabadsag;nagyszuloi_szabadsag;halal';
const csv = (...lines: string[]) => lines.join('\r\n');
const TITLE = 'CSV validációs hibák';
const refused = (...errors: string[]) => ({ ok: false, title: TITLE, errors });
const amounts = {
  rendes_szabadsag: 25,
  gyermek_utan_jaro_potszabadsag: 2,
  apasagi_szabadsag: 0,
  szuloi_szabadsag: 0,
  nagyszuloi_szabadsag: 0,
  halal: 1,
};

describe('the messages, word for word', () => {
  it('keeps the spec’s and our texts', () => {
    expect(M.empty).toBe('A CSV üres vagy nincs adat sor.');
    expect(M.noFile).toBe('Nincs fájl kiválasztva.');
    expect(M.missingColumns(['ev', 'halal'])).toBe('Hiányzó fejléc(ek): ev, halal');
    expect(M.checked(3)).toBe('CSV formátum rendben — 3 sor készen áll importálásra.');
    expect(M.missing(2, 'ev')).toBe("Sor 2: hiányzik a(z) 'ev'.");
    expect(M.badYear(4)).toBe("Sor 4: az 'ev' 2000 és 2099 közötti egész szám legyen.");
    expect(M.badAmount(5, 'halal')).toBe("Sor 5: a(z) 'halal' 0 és 366 közötti egész szám legyen.");
    expect(M.duplicate(3, '711', 2026, 1)).toBe(
      'Sor 3: a(z) 711 azonosító 2026. évi kerete már szerepel a(z) 1. sorban.',
    );
    expect(M.unknownOm(7, '999')).toBe('Sor 7: nincs ilyen oktatási azonosítójú felhasználó: 999.');
  });
});

describe('the file and its header', () => {
  it.each([
    ['an empty file', ''],
    ['a BOM alone', '\uFEFF'],
    ['a header without rows', HEADER],
  ])('refuses %s with the empty-file message', (_name, text) => {
    expect(parseQuotaCsv(text)).toEqual({ ok: false, title: null, errors: [M.empty] });
  });

  it('names the missing required columns in the template’s order', () => {
    expect(parseQuotaCsv(csv('oktatasi_azonosito;rendes_szabadsag', '711;3'))).toEqual({
      ok: false,
      title: null,
      errors: [
        'Hiányzó fejléc(ek): ev, gyermek_utan_jaro_potszabadsag, apasagi_szabadsag, szuloi_szabadsag, nagyszuloi_szabadsag, halal',
      ],
    });
  });

  it('reads comma, semicolon and tab files, quotes, a BOM and a header in other case, accents and spaces', () => {
    const header =
      '"Oktatási azonosító",EV,Rendes Szabadság,gyermek_utan_jaro_potszabadsag,apasagi_szabadsag,szuloi_szabadsag,nagyszuloi_szabadsag,Halál';
    const comma = `\uFEFF${csv(header, '"711",2026,25,2,0,0,0,1')}\r\n`;
    const expected = { ok: true, rows: [{ oktatasi_azonosito: '711', ev: 2026, ...amounts }] };
    expect(parseQuotaCsv(comma)).toEqual(expected);
    expect(parseQuotaCsv(csv(HEADER, '711;2026;25;2;0;0;0;1'))).toEqual(expected);
    expect(parseQuotaCsv(csv(HEADER.replaceAll(';', '\t'), '711\t2026\t25\t2\t0\t0\t0\t1', '', ' '))).toEqual(expected);
  });

  it('ignores other columns (a name) and reads optional used-days columns, an empty cell meaning not given', () => {
    const text = csv(
      `nev;${HEADER};rendes_szabadsag_felhasznalt;halal_felhasznalt`,
      'Kiss Anna;711;2026;25;2;0;0;0;1;4;',
      'Nagy Béla;712;2026;25;2;0;0;0;1;;0',
    );
    const result = parseQuotaCsv(text);
    expect(result).toEqual({
      ok: true,
      rows: [
        { oktatasi_azonosito: '711', ev: 2026, ...amounts, rendes_szabadsag_felhasznalt: 4 },
        { oktatasi_azonosito: '712', ev: 2026, ...amounts, halal_felhasznalt: 0 },
      ],
    });
    if (result.ok)
      expect(quotaRowBody(result.rows[0]!)).toEqual({
        ev: 2026,
        oktatasi_azonosito: '711',
        ...amounts,
        rendes_szabadsag_felhasznalt: 4,
      });
  });
});

describe('row rules', () => {
  it('requires the ID, the year and every type value, non-empty', () => {
    expect(parseQuotaCsv(csv(HEADER, ' ;2026;25;2;0;0;0;1', '712;;25;2;0;0;0;1', '713;2026;25;;0;0;0;'))).toEqual(
      refused(
        "Sor 1: hiányzik a(z) 'oktatasi_azonosito'.",
        "Sor 2: hiányzik a(z) 'ev'.",
        "Sor 3: hiányzik a(z) 'gyermek_utan_jaro_potszabadsag'.",
        "Sor 3: hiányzik a(z) 'halal'.",
      ),
    );
  });

  it('wants the year an integer from 2000 to 2099', () => {
    for (const ev of ['1999', '2100', '2026.5', 'idén', '-2026', '26']) {
      expect(parseQuotaCsv(csv(HEADER, `711;${ev};25;2;0;0;0;1`))).toEqual(refused(M.badYear(1)));
    }
  });

  it('wants every amount an integer from 0 to 366, the used-days columns too', () => {
    expect(
      parseQuotaCsv(
        csv(`${HEADER};szuloi_szabadsag_felhasznalt`, '711;2026;-1;2,5;abc;367;0;1;x', '712;2026;366;0;0;0;0;0;366'),
      ),
    ).toEqual(
      refused(
        "Sor 1: a(z) 'rendes_szabadsag' 0 és 366 közötti egész szám legyen.",
        "Sor 1: a(z) 'gyermek_utan_jaro_potszabadsag' 0 és 366 közötti egész szám legyen.",
        "Sor 1: a(z) 'apasagi_szabadsag' 0 és 366 közötti egész szám legyen.",
        "Sor 1: a(z) 'szuloi_szabadsag' 0 és 366 közötti egész szám legyen.",
        "Sor 1: a(z) 'szuloi_szabadsag_felhasznalt' 0 és 366 közötti egész szám legyen.",
      ),
    );
  });

  it('refuses an (ID, year) given twice, naming the first row; another year of the same ID is fine', () => {
    expect(parseQuotaCsv(csv(HEADER, '711;2026;1;0;0;0;0;0', '711;2027;1;0;0;0;0;0', '711;2026;2;0;0;0;0;0'))).toEqual(
      refused(M.duplicate(3, '711', 2026, 1)),
    );
  });

  it('names a row with broken quotes once', () => {
    const result = parseQuotaCsv(csv(HEADER, '711;2026;25;2;0;0;0;1', '"712;2026;25;2;0;0;0;1'));
    expect(result).toEqual(refused('Sor 2: hibás idézőjelezés.'));
  });

  it('lists at most 8 errors, then "…"', () => {
    const lines = Array.from({ length: 10 }, (_, i) => `${700 + i};1900;1;0;0;0;0;0`);
    const result = parseQuotaCsv(csv(HEADER, ...lines));
    expect(result).toEqual(refused(...Array.from({ length: 8 }, (_, i) => M.badYear(i + 1)), '…'));
  });

  it('checks rows sent as JSON (numbers) with the same rules', () => {
    const good = { ev: 2026, oktatasi_azonosito: '711', ...amounts };
    expect(
      checkQuotaRows([good, { ...good, ev: 2026.5 }, { ...good, oktatasi_azonosito: '712', halal: 2.7 }, null]),
    ).toEqual({
      rows: [good],
      errors: [
        M.badYear(2),
        M.badAmount(3, 'halal'),
        M.missing(4, 'oktatasi_azonosito'),
        M.missing(4, 'ev'),
        ...[
          'rendes_szabadsag',
          'gyermek_utan_jaro_potszabadsag',
          'apasagi_szabadsag',
          'szuloi_szabadsag',
          'nagyszuloi_szabadsag',
          'halal',
        ].map((f) => M.missing(4, f)),
      ],
    });
  });
});

describe('the template quotas_template.csv', () => {
  it('is the header and two rows of the year, `;`, with a BOM and CRLF, byte for byte', () => {
    const bytes = new TextEncoder().encode(quotaCsvTemplate(2026));
    const expected =
      '\uFEFFoktatasi_azonosito;ev;rendes_szabadsag;gyermek_utan_jaro_potszabadsag;apasagi_szabadsag;szuloi_szabadsag;nagyszuloi_szabadsag;halal\r\n' +
      '71234567890;2026;25;2;0;0;0;0\r\n' +
      '71234567891;2026;30;4;5;0;0;2\r\n';
    expect([...bytes]).toEqual([...new TextEncoder().encode(expected)]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseQuotaCsv(quotaCsvTemplate(2026)).ok).toBe(true);
  });
});
