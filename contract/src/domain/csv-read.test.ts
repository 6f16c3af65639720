// The one CSV reader of the admin imports (admin-area.md §5, §9): header normalisation, BOM,
// delimiter detection, blank lines, quote errors by row number, the 8-error cut and the template
// bytes. Exact outputs, so a change fails.
import { describe, expect, it } from 'vitest';
import {
  csvTemplate,
  listErrors,
  MAX_IMPORT_ROWS,
  normaliseHeader,
  readCsvTable,
  readImportTable,
} from './csv-read.ts';

describe('normaliseHeader', () => {
  it('lower-cases, removes accents, turns spaces into underscores and drops a BOM and quotes', () => {
    expect(normaliseHeader('\uFEFF Szabadság  Típus ')).toBe('szabadsag_tipus');
    expect(normaliseHeader('"Oktatási azonosító"')).toBe('oktatasi_azonosito');
    expect(normaliseHeader('ŐSZI_ÜNNEP')).toBe('oszi_unnep');
  });
});

describe('readCsvTable', () => {
  it('answers null for an empty or blank file', () => {
    expect(readCsvTable('')).toBeNull();
    expect(readCsvTable('\uFEFF \r\n\r\n')).toBeNull();
  });

  it('detects the delimiter, strips the BOM, skips blank lines and numbers data rows from 1', () => {
    const table = readCsvTable('\uFEFFDátum;Naptípus\r\n\r\n2025-01-01;"s;x"\r\n\r\n2025-01-02;m\r\n');
    expect(table).toEqual({
      header: ['datum', 'naptipus'],
      rows: [
        { n: 1, fields: ['2025-01-01', 's;x'] },
        { n: 2, fields: ['2025-01-02', 'm'] },
      ],
      quoteErrorRows: [],
      delimiter: ';',
    });
  });

  it('reads tab files and names the row whose quotes are broken', () => {
    const table = readCsvTable('a\tb\n1\t2\n\n3\t"4\n');
    expect(table?.delimiter).toBe('\t');
    expect(table?.quoteErrorRows).toEqual([2]);
  });
});

describe('listErrors', () => {
  it('lists 8 errors, then "…"', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `e${i}`);
    expect(listErrors(nine)).toEqual([...nine.slice(0, 8), '…']);
    expect(listErrors(nine.slice(0, 8))).toEqual(nine.slice(0, 8));
  });
});

describe('csvTemplate', () => {
  it('writes a BOM, the delimiter and CRLF line ends', () => {
    expect(csvTemplate(['a', 'b'], [['1', '2']], ',')).toBe('\uFEFFa,b\r\n1,2\r\n');
    expect(csvTemplate(['a', 'b'], [])).toBe('\uFEFFa;b\r\n');
  });
});

describe('readImportTable: the file-level checks every import makes, in order', () => {
  const m = {
    empty: 'üres',
    missingColumns: (missing: string[]) => `hiányzik: ${missing.join(', ')}`,
    tooManyRows: 'túl sok',
    first: { column: 'a', message: 'az a legyen az első' },
  };
  const err = (message: string) => ({ ok: false, title: null, errors: [message] });

  it('refuses nothing to read, missing columns, a wrong first column, no rows and too many rows', () => {
    expect(readImportTable('\uFEFF \r\n', ['a', 'b'], m)).toEqual(err('üres'));
    expect(readImportTable('a;c\r\n1;2', ['a', 'b'], m)).toEqual(err('hiányzik: b'));
    expect(readImportTable('b,a\r\n1,2', ['a', 'b'], m)).toEqual(err('az a legyen az első'));
    expect(readImportTable('a,b\r\n\r\n', ['a', 'b'], m)).toEqual(err('üres'));
    const many = ['a,b', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `${i},x`)].join('\n');
    expect(readImportTable(many, ['a', 'b'], m)).toEqual(err('túl sok'));
  });

  it('answers the table when the checks pass (any column order without `first`)', () => {
    const read = readImportTable('B;A\r\n2;1', ['a', 'b'], { ...m, first: undefined });
    expect(read).toEqual({ ok: true, table: expect.objectContaining({ header: ['b', 'a'], delimiter: ';' }) });
    if (read.ok) expect(read.table.rows).toEqual([{ n: 1, fields: ['2', '1'] }]);
  });
});
