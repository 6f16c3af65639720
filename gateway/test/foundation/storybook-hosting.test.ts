// The designers' Storybook at /storybook/ (gateway/src/pages/storybook.ts): off unless
// SERVE_STORYBOOK=true, its own headers (framing by the same origin only), and no path climbs out
// of its folder. Real HTTP against the real app.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createApp } from '../../src/app.ts';
import { requestListener } from '../../src/http/server.ts';

let root = '';
const servers: http.Server[] = [];
let on = '';
let off = '';

function put(rel: string, content: string) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function start(env: Record<string, string>): Promise<string> {
  const config = loadConfig({ STATIC_ROOT: root, DATA_DIR: path.join(root, 'data'), ...env });
  const server = http.createServer(requestListener(createApp({ config, log: pino({ level: 'silent' }) })));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** fetch() normalises `..` away; node:http sends the path exactly as written. */
function rawGet(base: string, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = http.request({ hostname, port, path: url, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'gw-storybook-'));
  put('shell/dist/index.html', '<!doctype html><html lang="hu"><div id="root"></div></html>');
  put('storybook-static/index.html', '<!doctype html><title>Storybook</title><script>window.sb=1</script>');
  put('storybook-static/iframe.html', '<!doctype html><div id="storybook-root"></div>');
  put('storybook-static/assets/preview-1a2b3c4d.js', 'export const preview = 1;');
  put('storybook-static/index.json', '{"v":5,"entries":{}}');
  put('secret.txt', 'outside the storybook folder');
  on = await start({ SERVE_STORYBOOK: 'true' });
  off = await start({});
});

afterAll(async () => {
  for (const s of servers) await new Promise<void>((r) => s.close(() => r()));
  rmSync(root, { recursive: true, force: true });
});

describe('Storybook at /storybook/', () => {
  it('given SERVE_STORYBOOK=true, serves the built Storybook with a policy that lets it frame its own preview', async () => {
    const res = await fetch(`${on}/storybook/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<title>Storybook</title>');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-cache');

    const iframe = await fetch(`${on}/storybook/iframe.html`);
    expect(await iframe.text()).toContain('storybook-root');
    const asset = await fetch(`${on}/storybook/assets/preview-1a2b3c4d.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('given /storybook without the slash, redirects to /storybook/ so the relative URLs resolve', async () => {
    const res = await fetch(`${on}/storybook?path=/story/x`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/storybook/?path=/story/x');
  });

  it('given a path that climbs out of the folder, answers 404 and never the file outside', async () => {
    for (const url of [
      '/storybook/../secret.txt',
      '/storybook/..%2fsecret.txt',
      '/storybook/%2e%2e/secret.txt',
      '/storybook/assets/../../secret.txt',
      '/storybook/%252e%252e/secret.txt',
    ]) {
      const res = await rawGet(on, url);
      expect(res.body, url).not.toContain('outside the storybook folder');
      expect([404, 400, 403], `${url} → ${res.status}`).toContain(res.status);
    }
    expect((await fetch(`${on}/storybook/missing.js`)).status).toBe(404);
  });

  it('given the default configuration, /storybook/ is not served: the app answers as for any other path', async () => {
    const res = await fetch(`${off}/storybook/`);
    const body = await res.text();
    expect(body).not.toContain('<title>Storybook</title>');
    expect(res.headers.get('content-security-policy') ?? '').toContain("frame-ancestors 'none'");
    const iframe = await fetch(`${off}/storybook/iframe.html`);
    expect(iframe.status).toBe(404);
    expect(await iframe.text()).not.toContain('storybook-root');
  });

  it('given a write to /storybook/, it is not treated as a file request', async () => {
    const res = await fetch(`${on}/storybook/index.html`, { method: 'POST' });
    expect(res.status).not.toBe(200);
  });
});
