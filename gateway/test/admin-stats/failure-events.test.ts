// What other parts of the gateway add to the admin home's event list (docs/architecture.md "Server
// statistics"): a refused users import and a mail given up after its last try each leave an
// event, read back through GET /api/admin/getstats.
import { beforeAll, describe, expect, it } from 'vitest';
import { recordMailGivenUp } from '../../src/jobs/mail-failures.ts';
import type { Client } from '../support/client.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { FAST_STATS, adminClient, getStats } from './stats-support.ts';

const h = useGatewayWithPeople({ env: FAST_STATS });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(h.gw.url);
});

describe('events written by other parts of the gateway', () => {
  it('given a users import refused for a bad row, lists a warning about the failed import', async () => {
    const res = await admin.post('/api/admin/createbulkusers', {
      overwrite: false,
      userList: [
        { nev: 'Hiányos Sor', email: '', felhasznalonev: 'hianyos', oktatasi_azonosito: '7', szerepkorok: 'tanar' },
      ],
    });
    expect(res.status).toBe(400);
    await h.gw.services.monitor.events.flush();
    const answer = await getStats(admin);
    const event = answer.events.find((e) => e.text.startsWith('Sikertelen felhasználó-import:'));
    expect(event).toMatchObject({ level: 'warn', server: h.gw.services.monitor.id });
  });

  it('given a mail given up after its last try, lists an error naming the recipient and the subject', async () => {
    await recordMailGivenUp(h.gw.services, {
      to: ['cimzett@demo.iskola.hu'],
      subject: 'Heti összesítő',
      tries: 6,
      error: 'connect ECONNREFUSED',
    });
    await h.gw.services.monitor.events.flush();
    const answer = await getStats(admin);
    const event = answer.events.find((e) => e.text.includes('cimzett@demo.iskola.hu'));
    expect(event).toMatchObject({ level: 'error' });
    expect(event!.text).toContain('Heti összesítő');
    expect(event!.text).toContain('6 próbálkozás után');
  });
});
