// The users CSV (admin-area.md §5 "User CSV", §9 "Up to 8 CSV format errors listed"): one case per
// rule and per message, every delimiter, quotes, BOM, CRLF, blank lines and the 8-then-"…" cut
// (role cells, the row limit, rows sent as objects and the template: user-csv-cells.test.ts). The
// spec's texts are written out literally here, so a changed message fails.
import { describe, expect, it } from 'vitest';
import { USER_CSV_COLUMNS, USER_CSV_MESSAGES as M, parseUserCsv } from './user-csv.ts';
import { detectDelimiter, listErrors } from './csv-read.ts';
import { ANNA, BELA, HEADER, annaRow, belaRow, csv, refusedWithout, withRoles } from './__tests__/user-csv-rows.ts';

const TITLE = 'CSV validációs hibák';
const refused = (...errors: string[]) => ({ ok: false, title: TITLE, errors });

describe('the spec’s messages, word for word', () => {
  it('keeps the fixed texts of admin-area.md §5 "User CSV"', () => {
    expect(M.empty).toBe('A CSV üres vagy nem olvasható.');
    expect(M.noFile).toBe('Nincs fájl kiválasztva.');
    expect(M.importWithoutFile).toBe('Először válassz egy CSV fájlt.');
    expect(M.errorsTitle).toBe('CSV validációs hibák');
    expect(M.more).toBe('…');
  });

  it('fills the N of the row and check-only messages', () => {
    expect(M.missing(3, 'email')).toBe("Sorszám 3: 'email' hiányzik vagy üres.");
    expect(M.badRoles(12)).toBe("Sorszám 12: 'szerepkorok' üres vagy rossz formátum.");
    expect(M.checked(5)).toBe('CSV formátum rendben — 5 sor készen áll importálásra.');
  });

  it('names the missing columns and the template header ("Hiányzó oszlop(ok): … A sablon szerint a fejléc: …")', () => {
    expect(M.missingColumns(['email', 'szerepkorok'])).toBe(
      'Hiányzó oszlop(ok): email, szerepkorok. A sablon szerint a fejléc: nev;email;felhasznalonev;oktatasi_azonosito;szerepkorok',
    );
  });
});

describe('the file and its header', () => {
  it.each([
    ['an empty file', ''],
    ['only white space', '  \n\t\n'],
    ['only a BOM', '\uFEFF'],
    ['only blank CRLF lines', '\r\n\r\n'],
    ['a header without rows', HEADER],
    ['a header and blank lines', `${HEADER}\r\n\r\n,,,,\r\n`],
  ])('refuses %s with "A CSV üres vagy nem olvasható."', (_, text) => {
    expect(parseUserCsv(text)).toEqual(refusedWithout('A CSV üres vagy nem olvasható.'));
  });

  it('refuses a header missing columns, listing them in the template’s order', () => {
    expect(parseUserCsv(csv('szerepkorok,nev,felhasznalonev', 'tanar,Kiss Anna,kiss.anna'))).toEqual(
      refusedWithout(
        'Hiányzó oszlop(ok): email, oktatasi_azonosito. A sablon szerint a fejléc: nev;email;felhasznalonev;oktatasi_azonosito;szerepkorok',
      ),
    );
    expect(parseUserCsv(csv('name,mail,user,om,roles', ANNA))).toEqual(
      refusedWithout(M.missingColumns([...USER_CSV_COLUMNS])),
    );
  });

  it('reads the header case-insensitively and trimmed, in any order, ignoring extra columns', () => {
    const text = csv(
      ' Szerepkorok , megjegyzes ,EMAIL,Nev,  FELHASZNALONEV,Oktatasi_Azonosito',
      'tanar,bármi,Kiss.Anna@Iskola.hu,Kiss Anna,kiss.anna,71234567890',
    );
    expect(parseUserCsv(text)).toEqual({ ok: true, rows: [annaRow] });
  });

  it('trims every cell and stores the e-mail lower-case', () => {
    const text = csv(HEADER, '  Kiss Anna , KISS.ANNA@ISKOLA.HU ,kiss.anna , 71234567890 , tanar ');
    expect(parseUserCsv(text)).toEqual({ ok: true, rows: [annaRow] });
  });
});

describe('delimiters, quotes, BOM, line ends, blank lines', () => {
  it.each([
    ['comma', ','],
    ['semicolon', ';'],
    ['tab', '\t'],
  ])('reads a %s file the same way', (_, d) => {
    const text = csv(HEADER, ANNA, BELA).replace(/,/g, d);
    expect(detectDelimiter(text)).toBe(d);
    expect(parseUserCsv(text)).toEqual({ ok: true, rows: [annaRow, belaRow] });
  });

  it('detects the delimiter from the header, outside quotes, comma on a tie', () => {
    expect(detectDelimiter('"a;b;c;d",x,y\n1;2;3;4;5;6')).toBe(',');
    expect(detectDelimiter('\n\n a;b;c,d')).toBe(';');
    expect(detectDelimiter('a;b,c')).toBe(',');
    expect(detectDelimiter('a\tb\tc;d')).toBe('\t');
    expect(detectDelimiter('single')).toBe(',');
    // A file with old Mac line ends: only the header line counts.
    expect(detectDelimiter('a;b;c\r1,2,3,4,5,6\r')).toBe(';');
  });

  it('keeps delimiters, escaped quotes and line breaks inside quoted fields', () => {
    const text = csv(
      HEADER,
      '"Kiss, ""Panni"" Anna",kiss.anna@iskola.hu,kiss.anna,71234567890,"tanar,hr"',
      '"Nagy\nBéla",nagy.bela@iskola.hu,nagy.bela,71234567891,hr',
      'Hiányos,,hianyos,71234567892,tanar',
    );
    expect(parseUserCsv(text)).toEqual(refused("Sorszám 3: 'email' hiányzik vagy üres."));
    const ok = parseUserCsv(text.split('\n').slice(0, 4).join('\n'));
    expect(ok).toEqual({
      ok: true,
      rows: [
        { ...annaRow, nev: 'Kiss, "Panni" Anna', szerepkorok: ['tanar', 'hr'] },
        { ...belaRow, nev: 'Nagy\nBéla' },
      ],
    });
  });

  it('strips a BOM and reads CRLF and CR line ends', () => {
    const expected = { ok: true, rows: [annaRow, belaRow] };
    expect(parseUserCsv(`\uFEFF${HEADER}\r\n${ANNA}\r\n${BELA}\r\n`)).toEqual(expected);
    expect(
      parseUserCsv(`\uFEFF${HEADER.replace(/,/g, ';')}\r\n${ANNA.replace(/,/g, ';')}\r\n${BELA.replace(/,/g, ';')}`),
    ).toEqual(expected);
    expect(parseUserCsv(`${HEADER}\r${ANNA}\r${BELA}\r`)).toEqual(expected);
  });

  it('skips blank and delimiter-only lines without shifting the row numbers', () => {
    const text = `\n${HEADER}\n\n${ANNA}\n   \n,,,,\n${BELA.replace('nagy.bela@iskola.hu', '')}\n\n`;
    expect(parseUserCsv(text)).toEqual(refused("Sorszám 2: 'email' hiányzik vagy üres."));
  });

  it('names a row with broken quotes once, and the rows before it by their own numbers', () => {
    const text = csv(HEADER, ANNA, 'Nagy Béla,nagy.bela@iskola.hu,nagy.bela,71234567891,"ta"nar"', 'X,,x,1,tanar');
    expect(parseUserCsv(text)).toEqual(
      refused('Sorszám 2: hibás idézőjelezés.', "Sorszám 3: 'email' hiányzik vagy üres."),
    );
    const open = csv(HEADER, ANNA, 'Nagy Béla,nagy.bela@iskola.hu,nagy.bela,71234567891,"tanar', BELA);
    expect(parseUserCsv(open)).toEqual(refused('Sorszám 2: hibás idézőjelezés.'));
  });
});

describe('row rules', () => {
  it.each([
    ['nev', ',kiss.anna@iskola.hu,kiss.anna,71234567890,tanar'],
    ['email', 'Kiss Anna,  ,kiss.anna,71234567890,tanar'],
    ['felhasznalonev', 'Kiss Anna,kiss.anna@iskola.hu,,71234567890,tanar'],
    ['oktatasi_azonosito', 'Kiss Anna,kiss.anna@iskola.hu,kiss.anna,"",tanar'],
  ])("refuses an empty '%s' with \"Sorszám N: 'field' hiányzik vagy üres.\"", (field, line) => {
    expect(
      parseUserCsv(csv(HEADER, ANNA.replace('kiss', 'masik').replace('71234567890', '71234567899'), line)),
    ).toEqual(refused(`Sorszám 2: '${field}' hiányzik vagy üres.`));
  });

  it('names every empty field of a short row, in column order', () => {
    expect(parseUserCsv(csv(HEADER, 'Kiss Anna'))).toEqual(
      refused(
        "Sorszám 1: 'email' hiányzik vagy üres.",
        "Sorszám 1: 'felhasznalonev' hiányzik vagy üres.",
        "Sorszám 1: 'oktatasi_azonosito' hiányzik vagy üres.",
        "Sorszám 1: 'szerepkorok' üres vagy rossz formátum.",
      ),
    );
  });

  it.each([['""'], ['[]'], ['"[]"'], ['" ; "'], ["''"], ['"[""""]"']])(
    'refuses the empty role cell %s with "Sorszám N: \'szerepkorok\' üres vagy rossz formátum."',
    (cell) => {
      expect(withRoles(cell)).toEqual(refused("Sorszám 1: 'szerepkorok' üres vagy rossz formátum."));
    },
  );

  it('refuses a role outside igazgato, igazgato_helyettes, tanar, hr, naming it', () => {
    expect(withRoles('"tanar;portas"')).toEqual(
      refused("Sorszám 1: ismeretlen szerepkör: 'portas' (érvényes: tanar, hr, igazgato, igazgato_helyettes)."),
    );
    expect(withRoles('admin')).toEqual(refused(M.unknownRole(1, 'admin')));
  });

  it('refuses a malformed e-mail and over-long values', () => {
    expect(parseUserCsv(csv(HEADER, ANNA.replace('kiss.anna@iskola.hu', 'kiss.anna.iskola.hu')))).toEqual(
      refused("Sorszám 1: az 'email' formátuma érvénytelen."),
    );
    expect(parseUserCsv(csv(HEADER, ANNA.replace('Kiss Anna', 'x'.repeat(121))))).toEqual(
      refused("Sorszám 1: 'nev' legfeljebb 120 karakter lehet."),
    );
    expect(parseUserCsv(csv(HEADER, ANNA.replace('71234567890', '7'.repeat(33))))).toEqual(
      refused("Sorszám 1: 'oktatasi_azonosito' legfeljebb 32 karakter lehet."),
    );
  });

  it('refuses a value repeated inside the file (the e-mail ignoring case), naming the first row', () => {
    const text = csv(
      HEADER,
      ANNA,
      BELA,
      'Kiss Anna 2,KISS.ANNA@iskola.hu,kiss.anna2,71234567892,tanar',
      'Nagy Béla 2,nagy.bela2@iskola.hu,nagy.bela,71234567891,hr',
    );
    expect(parseUserCsv(text)).toEqual(
      refused(
        "Sorszám 3: 'email' (kiss.anna@iskola.hu) már szerepel a(z) 1. sorban.",
        "Sorszám 4: 'felhasznalonev' (nagy.bela) már szerepel a(z) 2. sorban.",
        "Sorszám 4: 'oktatasi_azonosito' (71234567891) már szerepel a(z) 2. sorban.",
      ),
    );
  });

  it('accepts valid rows; their count is the check-only message’s N', () => {
    const result = parseUserCsv(csv(HEADER, ANNA, BELA));
    expect(result).toEqual({ ok: true, rows: [annaRow, belaRow] });
    expect(result.ok && M.checked(result.rows.length)).toBe('CSV formátum rendben — 2 sor készen áll importálásra.');
  });
});

describe('at most 8 errors, then "…" (admin-area.md §9)', () => {
  const badRows = (count: number) => Array.from({ length: count }, (_, i) => `Ember ${i},,ember${i},7000000${i},tanar`);

  it('lists exactly 8 errors without "…"', () => {
    const result = parseUserCsv(csv(HEADER, ...badRows(8)));
    expect(result).toEqual(refused(...Array.from({ length: 8 }, (_, i) => M.missing(i + 1, 'email'))));
  });

  it('lists the first 8 of 9 or more, then "…"', () => {
    const result = parseUserCsv(csv(HEADER, ANNA, ...badRows(30)));
    expect(result).toEqual(refused(...Array.from({ length: 8 }, (_, i) => M.missing(i + 2, 'email')), '…'));
    expect(listErrors(['a', 'b'])).toEqual(['a', 'b']);
    expect(listErrors(Array.from({ length: 9 }, (_, i) => String(i)))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '…',
    ]);
  });
});
