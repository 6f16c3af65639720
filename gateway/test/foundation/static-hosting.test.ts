// The gateway's static hosting (docs/architecture.md "Static hosting and caching"): SPA fallback, cache rules that make an
// independent remote deploy reach users on their next load, compression, CORS, env overrides.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createApp } from '../../src/app.ts';
import { requestListener } from '../../src/http/server.ts';

let root = '';
let otherDir = '';
let server: http.Server;
let base = '';
const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;

/** fetch() normalises `..` away; node:http sends the path exactly as written. */
function rawPath(url: string): Promise<{ status: number; body: string }> {
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

/** fetch() decodes transparently; node:http shows the bytes as sent. */
function rawGet(url: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

function put(rel: string, content: string | Buffer) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'gw-static-'));
  otherDir = mkdtempSync(path.join(os.tmpdir(), 'gw-remote-'));
  put(
    'shell/dist/index.html',
    '<!doctype html><html lang="hu"><script>document.documentElement.dataset.theme="light"</script><div id="root"></div></html>',
  );
  put('shell/dist/main.0123abcd89.js', bigScript);
  // The build writes compressed copies beside each file (gateway/test/static/ has the details).
  put('shell/dist/main.0123abcd89.js.br', brotliCompressSync(bigScript));
  put('shell/dist/main.0123abcd89.js.gz', gzipSync(bigScript));
  put('mfe-teacher/dist/mf-manifest.json', '{"id":"mfe_teacher"}');
  put('mfe-teacher/dist/remoteEntry.js', 'var mfe_teacher;');
  put('mfe-teacher/dist/static/js/async/123.deadbeef12.js', bigScript);
  writeFileSync(path.join(otherDir, 'mf-manifest.json'), '{"id":"mfe_hr","from":"elsewhere"}');
  const config = loadConfig({
    STATIC_ROOT: root,
    DATA_DIR: path.join(root, 'data'),
    REMOTE_ADMIN_URL: 'https://cdn.example.org/mfe-admin/mf-manifest.json',
    REMOTE_DIR_MFE_HR: otherDir,
  });
  const app = createApp({ config, log: pino({ level: 'silent' }) });
  server = http.createServer(requestListener(app));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(root, { recursive: true, force: true });
  rmSync(otherDir, { recursive: true, force: true });
});

describe('static hosting', () => {
  it('given a client route, answers the shell index.html (SPA fallback), revalidated on every load', async () => {
    for (const route of ['/', '/app/tanar/keres', '/admin/felhasznalok']) {
      const res = await fetch(base + route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('given the index page, its CSP allows exactly its inline theme script by hash and the remote CDN origin', async () => {
    const csp = (await fetch(base + '/')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.org 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    // An API answer runs no script: its CSP names no inline hash (and costs no file check).
    const api = (await fetch(base + '/api/health')).headers.get('content-security-policy') ?? '';
    expect(api).toContain("frame-ancestors 'none'");
    expect(api).not.toContain("'sha256-");
  });

  it('given a hashed chunk, caches it forever and sends its brotli or gzip copy', async () => {
    const br = await rawGet(base + '/main.0123abcd89.js', 'br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    const gz = await rawGet(base + '/main.0123abcd89.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(bigScript);
  });

  it('given a remote, serves its manifest and remoteEntry no-cache and its chunks immutable, with CORS', async () => {
    const manifest = await fetch(base + '/remotes/mfe-teacher/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(base + '/remotes/mfe-teacher/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(base + '/remotes/mfe-teacher/static/js/async/123.deadbeef12.js');
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('given a missing remote file or asset, answers 404 instead of the SPA page', async () => {
    expect((await fetch(base + '/remotes/mfe-teacher/nope.js')).status).toBe(404);
    expect((await fetch(base + '/remotes/mfe-leaders/mf-manifest.json')).status).toBe(404);
    expect((await fetch(base + '/missing.0123abcd89.js')).status).toBe(404);
  });

  it('given a raw ../ path, answers 404 whether or not the file exists outside, never its content', async () => {
    for (const url of [
      '/remotes/mfe-teacher/../../../../../../etc/passwd',
      '/remotes/mfe-teacher/../../../../../../nincs-ilyen',
      '/../../../../../etc/passwd',
    ]) {
      const res = await rawPath(url);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain('root:');
    }
  });

  it('given a path escaping the remote folder, refuses it', async () => {
    const res = await fetch(base + '/remotes/mfe-teacher/..%2F..%2Fshell%2Fdist%2Findex.html');
    expect([400, 403, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('given REMOTE_DIR_MFE_HR, serves that remote from the other directory', async () => {
    const res = await fetch(base + '/remotes/mfe-hr/mf-manifest.json');
    expect(await res.json()).toEqual({ id: 'mfe_hr', from: 'elsewhere' });
  });

  it('given REMOTE_ADMIN_URL, /api/remotes lists that URL and the defaults for the others', async () => {
    const list = (await (await fetch(base + '/api/remotes')).json()) as { name: string; entry: string }[];
    expect(list).toEqual([
      { name: 'mfe_teacher', entry: '/remotes/mfe-teacher/mf-manifest.json' },
      { name: 'mfe_leaders', entry: '/remotes/mfe-leaders/mf-manifest.json' },
      { name: 'mfe_hr', entry: '/remotes/mfe-hr/mf-manifest.json' },
      { name: 'mfe_admin', entry: 'https://cdn.example.org/mfe-admin/mf-manifest.json' },
    ]);
  });

  it('given an unknown /api path, answers a JSON 404 in Hungarian, never the SPA page', async () => {
    const res = await fetch(base + '/api/nincs-ilyen');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, message: 'A kért erőforrás nem található.' });
  });
});

describe('config', () => {
  it('given an invalid PORT or remote URL, refuses to start with a readable message', () => {
    expect(() => loadConfig({ PORT: 'nyolcvan' })).toThrow(/PORT/);
    expect(() => loadConfig({ REMOTE_HR_URL: 'nem url' })).toThrow(/REMOTE_HR_URL/);
  });
});
