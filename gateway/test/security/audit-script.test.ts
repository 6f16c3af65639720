// `npm run audit` (scripts/audit.mjs) against a local stand-in for the registry's advisory service:
// skipped with one line and exit 0 when the service cannot be reached, a clean pass when it knows
// no advisory, exit 1 for a production finding.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let server: http.Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A registry that answers the bulk advisory call with `advisories` and 404 to everything else. */
async function fakeRegistry(advisories: Record<string, unknown[]>): Promise<string> {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && req.url?.includes('/security/advisories/bulk')) {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(advisories));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

function audit(registry: string) {
  return new Promise<{ code: number; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/audit.mjs')], {
      cwd: ROOT,
      env: { ...process.env, npm_config_registry: registry, npm_config_audit_level: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

const lines = (out: string) => out.split('\n').filter((l) => l.trim() && !l.startsWith('npm warn'));

describe('npm run audit', () => {
  it('given no reachable advisory service, prints one line saying it was skipped and why, and exits 0', async () => {
    const { code, out } = await audit('http://127.0.0.1:9/');
    expect(code).toBe(0);
    expect(lines(out)).toEqual([expect.stringMatching(/^npm run audit: skipped, .*ECONNREFUSED/)]);
  }, 60_000);

  it('given an advisory service without findings, audits production and all dependencies and exits 0', async () => {
    const { code, out } = await audit(await fakeRegistry({}));
    expect(lines(out)).toEqual([
      'npm audit, production dependencies (--omit=dev): vulnerabilities none',
      'npm audit, all dependencies: vulnerabilities none',
    ]);
    expect(code).toBe(0);
  }, 60_000);

  it('given an advisory for a production dependency, exits 1', async () => {
    const advisory = {
      id: 1,
      url: 'https://example.invalid/advisory/1',
      title: 'Teszt',
      severity: 'high',
      vulnerable_versions: '>=0.0.0',
      cwe: [],
      cvss: { score: 7, vectorString: null },
    };
    const { code, out } = await audit(await fakeRegistry({ koa: [advisory] }));
    expect(out).toMatch(/npm audit, production dependencies \(--omit=dev\): vulnerabilities \d+ \(\d+ high\)/);
    expect(code).toBe(1);
  }, 60_000);
});
