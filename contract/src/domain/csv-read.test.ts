// The one CSV reader of the admin imports (admin-area.md §5, §9): header normalisation, BOM,
// delimiter detection, blank lines, quote errors by row number, the 8-error cut and the template
// bytes. Exact outputs, so a change fails.
import { describe, expect, it } from 'vitest';
import { csvTemplate, listErrors, normaliseHeader, readCsvTable } from './csv-read.ts';

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
