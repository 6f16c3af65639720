// The functions a scheduled e-mail can run to build its content (admin-area.md §3 "Function"). The
// catalogue lives in the code, because each entry needs code that builds the mail; `mail_functions`
// holds it with the funkcio_id the screen sends, written at start by every gateway (an entry
// another gateway inserted first is kept).
import type { Services } from '../deps.ts';
import { reserveIds } from '../../db/counters.ts';

export const MAIL_FUNCTION_CODES = ['fuggo_kerelmek', 'heti_tavollevok', 'havi_hr_osszesito', 'szabad_szoveg'] as const;
export type MailFunctionCode = (typeof MAIL_FUNCTION_CODES)[number];

export const MAIL_FUNCTIONS: readonly {
  funkcio_kod: MailFunctionCode;
  funkcio_megjelenites: string;
  leiras: string;
}[] = [
  {
    funkcio_kod: 'fuggo_kerelmek',
    funkcio_megjelenites: 'Függő kérelmek összesítője',
    leiras:
      'Minden címzett vezetőnek a saját döntésére váró kérelmek listája, a sürgősek elöl. Akire nem vár kérelem, nem kap levelet.',
  },
  {
    funkcio_kod: 'heti_tavollevok',
    funkcio_megjelenites: 'Ki lesz távol jövő héten?',
    leiras:
      'A címzett vezetőknek a jövő hétfőtől vasárnapig tartó hét jóváhagyott távollétei. Ha senki nem lesz távol, nem megy levél.',
  },
  {
    funkcio_kod: 'havi_hr_osszesito',
    funkcio_megjelenites: 'Havi HR összesítő',
    leiras:
      'A címzett HR munkatársaknak az előző hónap kérelmeinek összesítője, a hónap kérelmeivel CSV mellékletben. Ha a hónapban nem volt kérelem, nem megy levél.',
  },
  {
    funkcio_kod: 'szabad_szoveg',
    funkcio_megjelenites: 'Szabad szöveg',
    leiras: 'A tárgy és a szöveg úgy, ahogy írtad; a {nev} helyére minden címzettnél a saját neve kerül.',
  },
];

const isMailFunctionCode = (code: string): code is MailFunctionCode =>
  (MAIL_FUNCTION_CODES as readonly string[]).includes(code);

/** Writes the catalogue into `mail_functions` (new entries get the next funkcio_id). */
export async function ensureMailFunctions(s: Pick<Services, 'models'>): Promise<void> {
  const existing = await s.models.MailFunction.find({}, { funkcio_kod: 1, funkcio_megjelenites: 1, leiras: 1 }).lean();
  const have = new Map(existing.map((f) => [f.funkcio_kod, f]));
  for (const f of MAIL_FUNCTIONS) {
    const stored = have.get(f.funkcio_kod);
    if (stored) {
      // Usually the same texts: a start then costs the one read above.
      if (stored.funkcio_megjelenites !== f.funkcio_megjelenites || stored.leiras !== f.leiras)
        await s.models.MailFunction.updateOne(
          { funkcio_kod: f.funkcio_kod },
          { $set: { funkcio_megjelenites: f.funkcio_megjelenites, leiras: f.leiras } },
        );
      continue;
    }
    const funkcio_id = await reserveIds(s.models, 'funkcio_id', 1);
    try {
      await s.models.MailFunction.create({ ...f, funkcio_id });
    } catch (err) {
      // Another gateway inserted it at the same moment (unique funkcio_kod): theirs stays.
      if ((err as { code?: number }).code !== 11000) throw err;
    }
  }
}

/** funkcio_id → funkcio_kod of the catalogue's entries. */
export async function functionCodes(s: Pick<Services, 'models'>): Promise<Map<number, MailFunctionCode>> {
  const rows = await s.models.MailFunction.find(
    { funkcio_kod: { $in: [...MAIL_FUNCTION_CODES] } },
    { funkcio_id: 1, funkcio_kod: 1 },
  ).lean();
  return new Map(
    rows.filter((r) => isMailFunctionCode(r.funkcio_kod)).map((r) => [r.funkcio_id, r.funkcio_kod as MailFunctionCode]),
  );
}
