// The users CSV's role cells (admin-area.md §5 "User CSV": `a;b`, in quotes or brackets, or a JSON
// array), the row limit of one file, rows sent as objects (the gateway's check of createbulkusers)
// and the template. Exact outputs, so a change fails.
import { describe, expect, it } from 'vitest';
import {
  USER_CSV_MESSAGES as M,
  adminRoleOf,
  checkUserRows,
  parseRoleCell,
  parseUserCsv,
  userCsvTemplate,
} from './user-csv.ts';
import { MAX_IMPORT_ROWS } from './csv-read.ts';
import { HEADER, annaRow, belaRow, csv, refusedWithout, withRoles } from './__tests__/user-csv-rows.ts';

/** The roles read from a comma file whose one data row has `cell` as its role cell. */
const rolesOf = (cell: string) => {
  const result = withRoles(cell);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.rows[0]!.szerepkorok;
};

describe('role cells', () => {
  it.each([
    ['one value', 'tanar', ['tanar']],
    ['semicolons (comma file)', 'tanar;hr', ['tanar', 'hr']],
    ['semicolons in quotes', '"igazgato; tanar"', ['igazgato', 'tanar']],
    ['single quotes', "'hr;tanar'", ['hr', 'tanar']],
    ['brackets', '[tanar;igazgato_helyettes]', ['tanar', 'igazgato_helyettes']],
    ['brackets in quotes', '"[hr; igazgato]"', ['hr', 'igazgato']],
    ['a JSON array', '"[""tanar"",""hr""]"', ['tanar', 'hr']],
    ['a JSON array of one', '"[""igazgato""]"', ['igazgato']],
    ['commas in quotes', '"tanar,hr"', ['tanar', 'hr']],
    ['quoted items', '"""tanar"";""hr"""', ['tanar', 'hr']],
    ['a line break (Alt+Enter)', '"tanar\nhr"', ['tanar', 'hr']],
    ['upper case', 'TANAR;Hr', ['tanar', 'hr']],
    ['the stored deputy code', 'igazgatohelyettes', ['igazgato_helyettes']],
    ['repeats', 'tanar;tanar;hr;', ['tanar', 'hr']],
  ])('reads %s', (_, cell, roles) => {
    expect(rolesOf(cell)).toEqual(roles);
  });

  it('reads an unquoted a;b cell of a semicolon file when szerepkorok is the last column', () => {
    const text = csv(
      HEADER.replace(/,/g, ';'),
      'Kiss Anna;kiss.anna@iskola.hu;kiss.anna;71234567890;tanar;igazgato_helyettes',
    );
    expect(parseUserCsv(text)).toEqual({
      ok: true,
      rows: [{ ...annaRow, szerepkorok: ['tanar', 'igazgato_helyettes'] }],
    });
    const json = csv(HEADER.replace(/,/g, ';'), 'Kiss Anna;kiss.anna@iskola.hu;kiss.anna;71234567890;["hr","tanar"]');
    expect(parseUserCsv(json)).toEqual({ ok: true, rows: [{ ...annaRow, szerepkorok: ['hr', 'tanar'] }] });
  });

  it('parseRoleCell answers the roles, the first unknown value, or null', () => {
    expect(parseRoleCell(['tanar', 'IGAZGATO_HELYETTES'])).toEqual(['tanar', 'igazgato_helyettes']);
    expect(parseRoleCell('[1,2]')).toEqual({ unknown: '1' });
    expect(parseRoleCell('tanar;x;y')).toEqual({ unknown: 'x' });
    expect(parseRoleCell(' ')).toBeNull();
    expect(parseRoleCell([])).toBeNull();
    expect(adminRoleOf(' Igazgato_Helyettes ')).toBe('igazgato_helyettes');
    expect(adminRoleOf('igazgatohelyettes')).toBe('igazgato_helyettes');
    expect(adminRoleOf('admin')).toBeNull();
  });
});

describe('an over-limit file', () => {
  const line = (i: number) => `Ember ${i},ember${i}@iskola.hu,ember${i},7${String(i).padStart(10, '0')},tanar`;

  it(`accepts ${MAX_IMPORT_ROWS} rows and refuses one more before checking any row`, () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => line(i));
    const full = parseUserCsv(csv(HEADER, ...rows));
    expect(full.ok && full.rows.length).toBe(MAX_IMPORT_ROWS);
    expect(parseUserCsv(csv(HEADER, ...rows, 'rossz sor'))).toEqual(
      refusedWithout('Egyszerre legfeljebb 10\u00a0000 sor importálható.'),
    );
    expect(M.tooLarge).toBe('A fájl túl nagy (legfeljebb 5 MB).');
  });
});

describe('rows sent as objects (the server’s check of createbulkusers)', () => {
  it('numbers rows from 1 and reads role lists and role cells', () => {
    const result = checkUserRows([
      { ...annaRow, szerepkorok: ['tanar', 'igazgatohelyettes'] },
      { ...belaRow, szerepkorok: '["hr"]' },
      { nev: 'X' },
      null,
    ]);
    expect(result.rows).toEqual([{ ...annaRow, szerepkorok: ['tanar', 'igazgato_helyettes'] }, belaRow]);
    expect(result.errors).toEqual([
      M.missing(3, 'email'),
      M.missing(3, 'felhasznalonev'),
      M.missing(3, 'oktatasi_azonosito'),
      M.badRoles(3),
      M.missing(4, 'nev'),
      M.missing(4, 'email'),
      M.missing(4, 'felhasznalonev'),
      M.missing(4, 'oktatasi_azonosito'),
      M.badRoles(4),
    ]);
  });
});

describe('the template', () => {
  it('is the header and two rows, `;`, with a BOM and CRLF, and passes its own check', () => {
    const template = userCsvTemplate();
    expect(template.startsWith('\uFEFFnev;email;felhasznalonev;oktatasi_azonosito;szerepkorok\r\n')).toBe(true);
    expect(template.endsWith('\r\n')).toBe(true);
    const result = parseUserCsv(template);
    expect(result.ok && result.rows.map((r) => r.szerepkorok)).toEqual([['tanar'], ['tanar', 'igazgato_helyettes']]);
  });
});
