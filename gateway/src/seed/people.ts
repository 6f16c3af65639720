// The demo school's staff (docs/architecture.md "Data model"). One shared demo password for every demo
// account, stated in the README and printed at start.
import type { Role } from '@tavollet/contract/codes';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_DOMAIN = 'demo.iskola.hu';

export interface DemoPerson {
  nev: string;
  /** Local part of the e-mail and the username, e.g. kovacs.anna. */
  login: string;
  szerepkorok: Role[];
  /** Children under 16, for the extra leave per child (Mt. 118. §: 2, 4 or 7 days). */
  gyerekek?: number;
}

export const DEMO_ADMIN = { nev: 'Iskolai Rendszergazda', email: `admin@${DEMO_DOMAIN}` };

export const DEMO_LEADERS: DemoPerson[] = [
  { nev: 'Dr. Szabó Katalin', login: 'szabo.katalin', szerepkorok: ['igazgato'], gyerekek: 2 },
  { nev: 'Nagy Péter', login: 'nagy.peter', szerepkorok: ['igazgatohelyettes'], gyerekek: 1 },
  { nev: 'Tóth Éva', login: 'toth.eva', szerepkorok: ['hr'] },
  { nev: 'Kiss Gábor', login: 'kiss.gabor', szerepkorok: ['tanar', 'hr'], gyerekek: 3 },
];

const TEACHER_NAMES = [
  'Kovács Anna',
  'Horváth Zoltán',
  'Varga Eszter',
  'Molnár László',
  'Németh Judit',
  'Farkas Tamás',
  'Balogh Krisztina',
  'Papp István',
  'Takács Zsuzsanna',
  'Juhász Gergely',
  'Lakatos Erika',
  'Mészáros Ádám',
  'Oláh Nóra',
  'Simon Balázs',
  'Rácz Ildikó',
  'Fekete Csaba',
  'Szilágyi Mónika',
  'Török András',
  'Fehér Dóra',
  'Balázs Attila',
  'Gál Edit',
  'Kis Márton',
  'Szűcs Andrea',
  'Kocsis Bence',
  'Orsós Viktória',
  'Pintér Levente',
  'Fodor Réka',
  'Szalai Norbert',
  'Sipos Orsolya',
  'Magyar Dániel',
];

/** kovács anna → kovacs.anna */
function loginOf(nev: string): string {
  return nev
    .replace(/^Dr\.\s*/, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/\s+/)
    .join('.');
}

export const DEMO_TEACHERS: DemoPerson[] = TEACHER_NAMES.map((nev, i) => ({
  nev,
  login: loginOf(nev),
  szerepkorok: ['tanar'],
  gyerekek: [0, 1, 0, 2, 0, 3, 0, 1, 0, 0][i % 10],
}));

export const DEMO_STAFF: DemoPerson[] = [...DEMO_LEADERS, ...DEMO_TEACHERS];

/** The README's example teacher: her requests are planned, one of every status (absences.ts). */
export const EXAMPLE_TEACHER = 'kovacs.anna';
