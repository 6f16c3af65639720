// GET /api/hr/export (staff-area.md §9 "CSV export (HR)"): the exact bytes (BOM, semicolons,
// every value quoted, inner quotes doubled, CRLF, a neutralised formula), the file name, every
// matching row in the list's order, and who may call the HR area at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_CSV_COLUMNS, HR_MESSAGES as M, hrCsvFileName } from '@tavollet/contract/api/hr';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { Client } from '../support/client.ts';
import { signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { PLAN, seedHr, type Seeded } from './hr-fixtures.ts';

let w: World;
let hr: Client;
let seeded: Seeded;
beforeAll(async () => {
  w = await startWorld();
  seeded = await seedHr(w);
  hr = await signInPerson(w, 'hr');
});
afterAll(() => stopWorld(w));

/** The answer's raw bytes (the test client would decode and strip nothing, but keep it exact). */
async function download(client: Client, query = '') {
  const res = await fetch(`${client.base}/api/hr/export${query ? `?${query}` : ''}`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const HEADER =
  '"Státusz";"Létrehozva";"Elbírálva";"Típus";"Kezdete";"Vége";"Időtartam (nap)";"Tanár neve";"OM azonosító"\r\n';

describe('the CSV export', () => {
  it('given a filter, answers exactly the spec format with the Budapest date in the file name', async () => {
    const res = await download(hr, 'statusz=benyujtva&nev=zarai');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${hrCsvFileName(budapestToday())}"`);
    expect(hrCsvFileName('2026-11-22')).toBe('szabadsagok_2026-11-22.csv');
    expect(res.bytes.subarray(0, 3)).toEqual(BOM);
    // A name with a quote, a semicolon and a line break: quoted, the quote doubled, the break kept.
    expect(res.bytes.subarray(3).toString('utf8')).toBe(
      HEADER +
        '"Benyújtva";"2026-10-01";"";"Rendes szabadság";"2026-10-19";"2026-10-23";"5";"Zárai ""Zoli""; Zoltán\nII.";"73000000004"\r\n',
    );
  });

  it('given a value a spreadsheet would run as a formula, prefixes it with an apostrophe', async () => {
    const res = await download(hr, 'om=73000000005');
    expect(res.bytes.subarray(3).toString('utf8')).toBe(
      HEADER +
        `"Jóváhagyva";"2026-10-15";"2026-10-16";"Gyermek után járó pótszabadság";"2026-11-02";"2026-11-03";"2";"'=HYPERLINK(""http://x"")";"73000000005"\r\n`,
    );
  });

  it('given no filter, exports every request except drafts in the list order, each line CRLF-terminated', async () => {
    const text = (await download(hr)).bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    // One name holds a bare \n inside its quotes: records are split on CRLF only.
    expect(lines.slice(0, -1)).toHaveLength(PLAN.length + 1);
    expect(lines[0]).toBe(HR_CSV_COLUMNS.map((c) => `"${c}"`).join(';'));
    const list = await hr.get<{ items: { teacherName: string; start: string }[] }>(
      '/api/hr/requests?rendezes=kezdete&irany=novekvo',
    );
    const csvStarts = (await download(hr, 'rendezes=kezdete&irany=novekvo')).bytes
      .toString('utf8')
      .split('\r\n')
      .slice(1, -1)
      .map((l) => l.split('";"')[4]);
    expect(csvStarts).toEqual(list.body.items.map((r) => r.start));
    // Withdrawn shows as Visszavonva, an undecided request has an empty, quoted Elbírálva.
    expect(text).toContain(
      '"Visszavonva";"2026-04-20";"";"Hivatalos távollét";"2026-05-05";"2026-05-05";"1";"Kovács Anna"',
    );
    expect(text).not.toContain('2026-12-0');
    expect(seeded.draftIds).toHaveLength(2);
  });

  it('given rendezes=nev, exports the rows in the list order of names, both directions', async () => {
    for (const irany of ['novekvo', 'csokkeno']) {
      const list = await hr.get<{ items: { start: string; end: string }[] }>(
        `/api/hr/requests?rendezes=nev&irany=${irany}`,
      );
      const csv = (await download(hr, `rendezes=nev&irany=${irany}`)).bytes
        .toString('utf8')
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split('";"').slice(4, 6).join(' '));
      expect(csv).toHaveLength(PLAN.length);
      expect(csv, irany).toEqual(list.body.items.map((r) => `${r.start} ${r.end}`));
    }
  });

  it('given a filter matching nothing (or an empty status set), answers the header alone', async () => {
    for (const q of ['nev=senki', 'statusz=']) {
      const res = await download(hr, q);
      expect(res.status).toBe(200);
      expect(res.bytes).toEqual(Buffer.concat([BOM, Buffer.from(HEADER)]));
    }
  });

  it('given a bad filter, answers 400 with the message and no file', async () => {
    const res = await hr.get('/api/hr/export?kezdete_tol=2026-05-02&kezdete_ig=2026-05-01');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: M.range.kezdete });
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('leaves an audit entry of who exported what', async () => {
    await download(hr, 'tipus=halal');
    const entry = await w.models.AuditLog.findOne({ action: 'hr.export' }).sort({ at: -1 }).lean();
    expect(entry?.details).toMatchObject({ filter: { tipus: ['halal'] } });
  });
});

describe('who may call the HR area', () => {
  const CALLS = ['/api/hr/requests', `/api/hr/requests/1`, '/api/hr/export'];

  it('refuses a teacher, the principal and the deputy with 403, and nobody signed in with 401', async () => {
    for (const who of ['tanar', 'igazgato', 'igazgatohelyettes'] as const) {
      const c = await signInPerson(w, who);
      for (const path of CALLS) expect([who, path, (await c.get(path)).status]).toEqual([who, path, 403]);
    }
    const anonymous = new Client(w.gw.url);
    for (const path of CALLS) expect((await anonymous.get(path)).status).toBe(401);
  });

  it('lets a person holding hr among other roles in', async () => {
    const c = await signInPerson(w, 'ketszerepu');
    expect((await c.get('/api/hr/requests')).status).toBe(200);
    expect((await download(c)).status).toBe(200);
  });
});
