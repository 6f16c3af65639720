// What a newcomer meets first: the gateway's start warnings and the README's demo logins. The
// README's table must let someone try the forgotten-password form (felhasználónév, e-mail, OM
// id), so it is checked against what the seed really stored.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withGatewayDb } from '../support/database.ts';
import { startGateway, type Gateway } from '../support/gateway.ts';
import { REPO_ROOT } from '../support/paths.ts';

interface ReadmeRow {
  nev: string;
  email: string;
  felhasznalonev: string;
  om: string;
}

/** Rows of the README's demo table that name a staff member (the admin has no OM id). */
function readmeDemoRows(): ReadmeRow[] {
  const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
  return readme
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim().replaceAll('`', '')))
    .filter((cells) => cells.length >= 6 && /^\d{11}$/.test(cells[4] ?? ''))
    .map((cells) => ({ nev: cells[1]!, email: cells[2]!, felhasznalonev: cells[3]!, om: cells[4]! }));
}

describe('newcomer: start warnings and demo logins', () => {
  let gateway: Gateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('given no PUBLIC_URL, the start warning names the address with its port', () => {
    const warning = gateway.output.find((line) => line.includes('PUBLIC_URL is not set'));
    expect(warning).toBeDefined();
    expect(warning).toContain(`point to http://127.0.0.1:${gateway.port};`);
  });

  it('given the README demo table, every row is a seeded person with that name, username and OM id', async () => {
    const rows = readmeDemoRows();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const stored = await withGatewayDb(gateway, (db) =>
      db
        .collection<{ nev: string; email: string; felhasznalonev: string; oktatasi_azonosito: string }>('users')
        .find({ email: { $in: rows.map((r) => r.email) } })
        .toArray(),
    );
    const byEmail = new Map(stored.map((u) => [u.email, u]));
    for (const row of rows) {
      const user = byEmail.get(row.email);
      expect(user, row.email).toBeDefined();
      expect({ nev: user!.nev, felhasznalonev: user!.felhasznalonev, om: user!.oktatasi_azonosito }).toEqual({
        nev: row.nev,
        felhasznalonev: row.felhasznalonev,
        om: row.om,
      });
    }
  });
});
