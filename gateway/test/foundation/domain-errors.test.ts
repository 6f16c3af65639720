// Domain errors become the spec's answers in one place (docs/architecture.md "Gateway: routes,
// permissions, validation, errors"): each error a service may throw, thrown by a route of a real
// app over real HTTP, answers its status and `{ ok: false, message, ...details }`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { defineArea } from '../../src/http/route.ts';
import {
  Busy,
  Conflict,
  Forbidden,
  Invalid,
  NotFound,
  Refused,
  TooLarge,
  TooManyAttempts,
  Unauthenticated,
} from '../../src/domain/errors.ts';
import { requestListener } from '../../src/http/server.ts';
import { Client } from '../support/client.ts';
import { silentLog } from '../support/harness.ts';

const THROWN: Record<string, () => Error> = {
  invalid: () => new Invalid('A jelenlegi jelszó hibás.'),
  refused: () => new Refused('no_working_day', 'A választott időszakban nincs munkanap.'),
  unauthenticated: () => new Unauthenticated(),
  forbidden: () => new Forbidden('A fiókod le van tiltva. Fordulj a rendszergazdához.'),
  notfound: () => new NotFound('A kérelem nem található.'),
  conflict: () => new Conflict('A kérelem meghaladja a fennmaradó keretet.', { remaining: 1, requested: 3 }),
  busy: () => new Busy('Próbáld újra néhány másodperc múlva.'),
  toolarge: () => new TooLarge('A képek együtt túl nagyok.'),
  toomany: () => new TooManyAttempts(42),
  bug: () => new Error('secret internals'),
};

let dir = '';
let server: http.Server;
let client: Client;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'gw-errors-'));
  const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dir, STATIC_ROOT: dir });
  const area = defineArea('/proba');
  for (const [name, make] of Object.entries(THROWN)) {
    area.route({ method: 'GET', path: `/${name}`, permission: 'public' }, () => {
      throw make();
    });
  }
  server = http.createServer(requestListener(createApp({ config, log: silentLog, apiAreas: [area] })));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  client = new Client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

describe('domain errors over HTTP', () => {
  it('answers each error with its status and the spec shape, details included', async () => {
    const answers: Record<string, { status: number; body: unknown }> = {};
    for (const name of Object.keys(THROWN)) {
      const res = await client.get(`/api/proba/${name}`);
      answers[name] = { status: res.status, body: res.body };
    }
    expect(answers).toEqual({
      invalid: { status: 400, body: { ok: false, message: 'A jelenlegi jelszó hibás.' } },
      refused: { status: 400, body: { ok: false, message: 'A választott időszakban nincs munkanap.' } },
      unauthenticated: { status: 401, body: { ok: false, message: 'Bejelentkezés szükséges.' } },
      forbidden: { status: 403, body: { ok: false, message: 'A fiókod le van tiltva. Fordulj a rendszergazdához.' } },
      notfound: { status: 404, body: { ok: false, message: 'A kérelem nem található.' } },
      conflict: {
        status: 409,
        body: {
          ok: false,
          message: 'A kérelem meghaladja a fennmaradó keretet.',
          details: { remaining: 1, requested: 3 },
        },
      },
      busy: { status: 409, body: { ok: false, message: 'Próbáld újra néhány másodperc múlva.' } },
      toolarge: { status: 413, body: { ok: false, message: 'A képek együtt túl nagyok.' } },
      toomany: {
        status: 429,
        body: { ok: false, message: 'Túl sok próbálkozás. Próbáld újra később.', retryAfter: 42 },
      },
      // Anything else is a bug: a fixed message, nothing of its text leaves the server.
      bug: { status: 500, body: { ok: false, message: 'Váratlan hiba történt.' } },
    });
  });

  it('sends Retry-After with a rate-limit refusal only', async () => {
    expect((await client.get('/api/proba/toomany')).headers.get('retry-after')).toBe('42');
    expect((await client.get('/api/proba/busy')).headers.get('retry-after')).toBeNull();
  });
});
