// The rows both users-CSV test files read (user-csv.test.ts, user-csv-cells.test.ts): a comma
// header, two valid lines and the rows they give.
import { parseUserCsv } from '../user-csv.ts';

export const HEADER = 'nev,email,felhasznalonev,oktatasi_azonosito,szerepkorok';
export const ANNA = 'Kiss Anna,kiss.anna@iskola.hu,kiss.anna,71234567890,tanar';
export const BELA = 'Nagy Béla,nagy.bela@iskola.hu,nagy.bela,71234567891,hr';
export const annaRow = {
  nev: 'Kiss Anna',
  email: 'kiss.anna@iskola.hu',
  felhasznalonev: 'kiss.anna',
  oktatasi_azonosito: '71234567890',
  szerepkorok: ['tanar'],
};
export const belaRow = {
  nev: 'Nagy Béla',
  email: 'nagy.bela@iskola.hu',
  felhasznalonev: 'nagy.bela',
  oktatasi_azonosito: '71234567891',
  szerepkorok: ['hr'],
};

export const csv = (...lines: string[]) => lines.join('\n');
/** A refusal without the "CSV validációs hibák" title (the file or its header). */
export const refusedWithout = (error: string) => ({ ok: false, title: null, errors: [error] });
/** A comma file whose one data row is Anna's with `cell` as its role cell. */
export const withRoles = (cell: string) =>
  parseUserCsv(csv(HEADER, `Kiss Anna,kiss.anna@iskola.hu,kiss.anna,71234567890,${cell}`));
