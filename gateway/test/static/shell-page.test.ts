// Precompressed static files and the shell's page composed in memory (docs/architecture.md
// "Static hosting and caching", "Loading at run time"). Real HTTP against the real app on a
// built-looking STATIC_ROOT written here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createApp } from '../../src/app.ts';
import Koa from 'koa';
import { KeptFiles, serveRemotes, serveShell } from '../../src/pages/static.ts';
import { REFRESH_MS, shellPages } from '../../src/pages/shell-page.ts';
import { requestListener } from '../../src/http/server.ts';
import {
  EXPOSE_FILES_JSON,
  INITIAL_ASSETS_JSON,
  MF_MANIFEST_JSON,
  PRERENDERED_JSON,
  PUBLIC_ENTRY_JSON,
  SHELL_PAGE_HTML,
  type ChunkFiles,
  type ExposeFiles,
  type InitialAssets,
  type MfManifest,
  type PrerenderedPages,
  type PublicEntry,
} from '@tavollet/contract/build-output';

let root = '';
let server: http.Server;
let base = '';

const THEME_SCRIPT = 'document.documentElement.dataset.theme="light"';
const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const template = (main: string) =>
  `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Távollét</title><style>html{color:red}</style>` +
  `<script>${THEME_SCRIPT}</script><script defer src="/${main}"></script></head><body><div id="root"></div></body></html>`;

function put(rel: string, content: string | Buffer) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** A file with the copies the build writes beside it. */
function putBuilt(rel: string, content: string) {
  put(rel, content);
  put(`${rel}.br`, brotliCompressSync(content));
  put(`${rel}.gz`, gzipSync(content));
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The answer as sent: node:http neither decodes nor normalises `..` away. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return rawAt(base, url, headers, method);
}

function rawAt(at: string, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(at);
    // A connection per request: under load one run in four saw a response with more body bytes
    // than its Content-Length, which then broke the next test's answer on the reused connection.
    const req = http.request({ hostname, port, path: url, method, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const page = async (url: string, headers: Record<string, string> = {}) => (await raw(url, headers)).body.toString();
/** A browser that has a staff session cookie (its value is not checked for the page). */
const withSession = { cookie: 'tavollet.sid=abc' };
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => m[1]);

/** The hr remote's expose-files.json: `./App` consumes React, the shell's Button and its own Table. */
function hrExposeFiles(table = 'table.7777dddd88'): ExposeFiles {
  const files = (js: string[], css: string[], consumes: string[]): ChunkFiles => ({ js, css, consumes });
  return {
    exposes: {
      './App': files(
        ['app.5555cccc66.js', 'split.1212abab34.js'],
        ['app.5555cccc66.css'],
        ['ds/Button', 'ds/Table', 'react'],
      ),
    },
    shared: {
      react: files(['react.0000aaaa00.js'], [], []),
      'ds/Button': files(['button.0000bbbb00.js'], ['button.0000bbbb00.css'], ['ds/Icon', 'react']),
      // Only the shell's Button consumes the icon: never the remote's.
      'ds/Icon': files(['icon.0000cccc00.js'], [], ['react']),
      'ds/Table': files([`${table}.js`, 'split.1212abab34.js'], [`${table}.css`], ['react', 'table-lib']),
      'table-lib': files(['table-lib.9999eeee00.js'], [], ['react']),
    },
  };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'gw-shell-page-'));
  putBuilt(`shell/dist/${SHELL_PAGE_HTML}`, template('main.0123abcd89.js'));
  putBuilt('shell/dist/main.0123abcd89.js', script);
  putBuilt('shell/dist/bootstrap.abcdef0123.js', script);
  put('shell/dist/small.0123abcd89.css', 'a{b:c}'); // no copies: too small to gain
  putBuilt(
    `shell/dist/${INITIAL_ASSETS_JSON}`,
    JSON.stringify({ js: ['bootstrap.abcdef0123.js'], css: [] } satisfies InitialAssets),
  );
  // The public pages' own bundle.
  putBuilt('shell/dist/public/public.4444abcd55.js', script);
  putBuilt(
    `shell/dist/${PUBLIC_ENTRY_JSON}`,
    JSON.stringify({ js: ['public/public.4444abcd55.js'], css: [] } satisfies PublicEntry),
  );
  putBuilt(
    `shell/dist/${PRERENDERED_JSON}`,
    JSON.stringify({
      pages: [
        { path: '/', title: 'Bejelentkezés – Távollét', html: '<main><h1>Bejelentkezés</h1></main>', css: '.x{y:z}' },
        {
          path: '/beallitas/jelszo',
          when: { param: 'token', present: true },
          title: 'Jelszó beállítása – Távollét',
          html: '<main>ellenőrzés</main>',
          css: '',
        },
        {
          path: '/beallitas/jelszo',
          when: { param: 'token', present: false },
          title: 'Jelszó beállítása – Távollét',
          html: '<main>hiányzó link</main>',
          css: '',
        },
      ],
    } satisfies PrerenderedPages),
  );
  put(
    `mfe-teacher/dist/${MF_MANIFEST_JSON}`,
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './App', assets: { js: { sync: ['app.1111aaaa22.js'] }, css: { sync: ['app.3333bbbb44.css'] } } },
      ],
    } satisfies MfManifest),
  );
  putBuilt('mfe-teacher/dist/remoteEntry.js', script);
  // What the shell provides (its manifest's `shared`): a remote runs the shell's copy of these.
  put(
    `shell/dist/${MF_MANIFEST_JSON}`,
    JSON.stringify({ shared: [{ name: 'react' }, { name: 'ds/Button' }] } satisfies MfManifest),
  );
  // A remote built with expose-files.json (scripts/rspack/first-load-files-plugin.ts).
  put(
    `mfe-hr/dist/${MF_MANIFEST_JSON}`,
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './App', assets: { js: { sync: [] }, css: { sync: ['app.5555cccc66.css'] } } }],
    } satisfies MfManifest),
  );
  put(`mfe-hr/dist/${EXPOSE_FILES_JSON}`, JSON.stringify(hrExposeFiles()));
  const config = loadConfig({
    STATIC_ROOT: root,
    DATA_DIR: path.join(root, 'data'),
    REMOTE_ADMIN_URL: 'https://cdn.example.org/mfe-admin/mf-manifest.json',
  });
  const app = createApp({ config, log: pino({ level: 'silent' }) });
  server = http.createServer(requestListener(app));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(root, { recursive: true, force: true });
});

describe('precompressed static files', () => {
  it('given Accept-Encoding, sends the brotli copy, else the gzip copy, else the file, always with Vary', async () => {
    const br = await raw('/main.0123abcd89.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await raw('/main.0123abcd89.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await raw('/main.0123abcd89.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers['content-type']).toContain('javascript');
      expect(answer.headers['cache-control']).toContain('immutable');
    }
  });

  it('given a file without copies, sends it as it is (no compression per request)', async () => {
    const res = await raw('/small.0123abcd89.css', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('a{b:c}');
  });

  it("given a remote's fixed-name entry, sends its copy revalidated on every load", async () => {
    const res = await raw('/remotes/mfe-teacher/remoteEntry.js', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Accept-Encoding');
  });

  it('given HEAD, answers the headers of GET without a body', async () => {
    const res = await raw('/main.0123abcd89.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
    const home = await raw('/', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body.length).toBe(0);
  });

  it('given a missing file or a path climbing out, answers 404, never a copy or the page', async () => {
    for (const url of ['/missing.0123abcd89.js', '/remotes/mfe-teacher/missing.js', '/../../etc/passwd']) {
      const res = await raw(url, { 'Accept-Encoding': 'br' });
      expect(res.status).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
    expect((await raw('/remotes/mfe-teacher/../../shell/dist/index.html')).status).toBe(404);
  });
});

describe('content-hashed files from memory', () => {
  it('given a hashed file once sent, sends the same bytes and headers after its copy on disk changed (its name promises its content)', async () => {
    const content = `console.log(${JSON.stringify('kept'.repeat(2000))});`;
    putBuilt('shell/dist/kept.4444abcd89.js', content);
    putBuilt('mfe-teacher/dist/kept.5555abcd89.js', content);
    for (const url of ['/kept.4444abcd89.js', '/remotes/mfe-teacher/kept.5555abcd89.js']) {
      const first = await raw(url, { 'Accept-Encoding': 'br' });
      const onDisk = path.join(
        root,
        url.startsWith('/remotes/') ? 'mfe-teacher/dist' : 'shell/dist',
        path.basename(url),
      );
      // As koa-send: the time of the copy sent.
      expect(first.headers['last-modified']).toBe(statSync(`${onDisk}.br`).mtime.toUTCString());
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      put(
        url.startsWith('/remotes/') ? `mfe-teacher/dist/${path.basename(url)}` : `shell/dist/${path.basename(url)}`,
        'changed',
      );
      rmSync(`${onDisk}.br`);
      const again = await raw(url, { 'Accept-Encoding': 'br' });
      expect(brotliDecompressSync(again.body).toString()).toBe(content);
      for (const h of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'last-modified', 'vary'])
        expect(again.headers[h], h).toBe(first.headers[h]);
      const plain = await raw(url, { 'Accept-Encoding': 'identity' });
      expect(plain.body.toString()).toBe(content);
    }
    expect((await raw('/remotes/mfe-teacher/kept.5555abcd89.js')).headers['access-control-allow-origin']).toBe('*');
  });

  it('given a hashed file missing at first, sends it once it is deployed (a miss is not remembered)', async () => {
    expect((await raw('/later.6666abcd89.js')).status).toBe(404);
    putBuilt('shell/dist/later.6666abcd89.js', script);
    const res = await raw('/later.6666abcd89.js', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(gunzipSync(res.body).toString()).toBe(script);
  });

  it('given a kept remote file removed from disk (a previous release past its grace period), answers 404 as a gateway that never held it', async () => {
    putBuilt('mfe-admin/dist/old-page.1212abcd89.js', script);
    const url = '/remotes/mfe-admin/old-page.1212abcd89.js';
    expect((await raw(url, { 'Accept-Encoding': 'br' })).status).toBe(200);
    for (const suffix of ['', '.br', '.gz']) rmSync(path.join(root, `mfe-admin/dist/old-page.1212abcd89.js${suffix}`));
    expect((await raw(url, { 'Accept-Encoding': 'br' })).status).toBe(404);
    // Deployed again (the same build rolled back): answered again.
    putBuilt('mfe-admin/dist/old-page.1212abcd89.js', script);
    expect(brotliDecompressSync((await raw(url, { 'Accept-Encoding': 'br' })).body).toString()).toBe(script);
  });

  it("given a fixed-name file, reads it from disk on every request (a redeployed remote's entry is seen at once)", async () => {
    putBuilt('mfe-teacher/dist/remoteEntry.js', 'first()');
    expect((await raw('/remotes/mfe-teacher/remoteEntry.js')).body.toString()).toBe('first()');
    putBuilt('mfe-teacher/dist/remoteEntry.js', 'second()');
    expect((await raw('/remotes/mfe-teacher/remoteEntry.js')).body.toString()).toBe('second()');
    putBuilt('mfe-teacher/dist/remoteEntry.js', script);
  });

  it('given a hashed name in a hidden folder, sends nothing, as koa-send does for hidden files', async () => {
    putBuilt('shell/dist/.secret/x.7777abcd89.js', script);
    expect((await raw('/.secret/x.7777abcd89.js')).status).toBe(404);
  });

  it('given a hashed file without its copies (a deploy still writing them), sends it from disk until they are there', async () => {
    put('shell/dist/copies.8888abcd89.js', script);
    expect(
      (await raw('/copies.8888abcd89.js', { 'Accept-Encoding': 'br' })).headers['content-encoding'],
    ).toBeUndefined();
    putBuilt('shell/dist/copies.8888abcd89.js', script);
    const res = await raw('/copies.8888abcd89.js', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    // Kept now: a change on disk no longer shows.
    put('shell/dist/copies.8888abcd89.js', 'changed');
    expect((await raw('/copies.8888abcd89.js')).body.toString()).toBe(script);
  });

  it('answers from memory exactly as koa-send answers from disk: bodies and headers, each encoding, HEAD', async () => {
    const content = `export const x = ${JSON.stringify('same'.repeat(3000))};`;
    putBuilt('shell/dist/same.9999abcd89.js', content);
    putBuilt('mfe-teacher/dist/same.9999abcd89.js', content);
    const config = loadConfig({ STATIC_ROOT: root, DATA_DIR: path.join(root, 'data') });
    const pages = shellPages({ shellDir: config.shellDir, remotes: config.remotes });
    const serve = async (kept: KeptFiles) => {
      const app = new Koa();
      app.use(serveRemotes(config.remotes, kept));
      app.use(serveShell(config.shellDir, pages, kept));
      const s = http.createServer(requestListener(app));
      await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
      return { s, url: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
    };
    const memory = await serve(new KeptFiles());
    const disk = await serve(new KeptFiles(0)); // nothing fits: every file from disk
    try {
      for (const url of ['/same.9999abcd89.js', '/remotes/mfe-teacher/same.9999abcd89.js'])
        for (const encoding of ['br, gzip', 'gzip', 'identity'])
          for (const method of ['GET', 'GET', 'HEAD']) {
            const [a, b] = await Promise.all([
              rawAt(memory.url, url, { 'Accept-Encoding': encoding }, method),
              rawAt(disk.url, url, { 'Accept-Encoding': encoding }, method),
            ]);
            expect(a.status).toBe(200);
            expect(a.body.equals(b.body), `${method} ${url} ${encoding}`).toBe(true);
            const { date: _a, ...ha } = a.headers;
            const { date: _b, ...hb } = b.headers;
            expect(ha, `${method} ${url} ${encoding}`).toEqual(hb);
          }
    } finally {
      for (const { s } of [memory, disk]) await new Promise<void>((r) => s.close(() => r()));
    }
  });

  it('keeps a complete file once, up to its byte bound, and forgets a miss', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'gw-kept-'));
    const built = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
    };
    try {
      built('a.js', 'x'.repeat(100));
      built('b.js', 'y'.repeat(100));
      const kept = new KeptFiles(200);
      const [a, again] = await Promise.all([kept.get(path.join(dir, 'a.js')), kept.get(path.join(dir, 'a.js'))]);
      expect(a?.raw.bytes.toString()).toBe('x'.repeat(100));
      expect(again).toBe(a); // two first requests share one read
      expect(await kept.get(path.join(dir, 'b.js'))).toBeNull(); // past the bound: sent from disk
      expect(await kept.get(path.join(dir, 'c.js'))).toBeNull();
      writeFileSync(path.join(dir, 'c.js'), 'z');
      expect(await kept.get(path.join(dir, 'c.js'))).toBeNull(); // no copies yet
      writeFileSync(path.join(dir, 'c.js.br'), brotliCompressSync('z'));
      writeFileSync(path.join(dir, 'c.js.gz'), gzipSync('z'));
      expect((await kept.get(path.join(dir, 'c.js')))?.gzip.bytes.equals(gzipSync('z'))).toBe(true);
      expect(await kept.get(dir)).toBeNull(); // a folder is not a file
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the shell page composed in memory', () => {
  it('given a staff page, holds the remote list of GET /api/remotes as inline JSON data', async () => {
    const html = await page('/app/hr');
    const inline = /<script type="application\/json" id="remotes">([^<]*)<\/script>/.exec(html)?.[1];
    const list = (await (await fetch(`${base}/api/remotes`)).json()) as unknown;
    expect(JSON.parse(inline ?? 'null')).toEqual(list);
  });

  it('given the login path, holds its markup, title and CSS; other paths get the empty root', async () => {
    const login = await page('/');
    expect(login).toContain('<div id="root" data-prerendered=""><main><h1>Bejelentkezés</h1></main></div>');
    expect(login).toContain('<title>Bejelentkezés – Távollét</title>');
    expect(login).toContain('<style>html{color:red}.x{y:z}</style>');
    const other = await page('/app/tanar');
    expect(other).toContain('<div id="root"></div>');
    expect(other).toContain('<title>Távollét</title>');
  });

  it('given a public page, starts the public bundle, not the staff app, and lists no remote', async () => {
    const login = await page('/');
    expect(login).toContain('["/public/public.4444abcd55.js"]');
    expect(login).not.toContain('src="/main.0123abcd89.js"');
    expect(login).not.toContain('id="remotes"');
    expect(await page('/app/tanar')).not.toContain('public.4444abcd55.js');
    // The login page names the staff app's first-load files, fetched while the visitor signs in;
    // nowhere else.
    expect(login).toContain(
      '<script type="application/json" id="staff-files">["/main.0123abcd89.js","/bootstrap.abcdef0123.js"]</script>',
    );
    expect(await page('/beallitas/jelszo')).not.toContain('staff-files');
    expect(await page('/app/tanar')).not.toContain('staff-files');
  });

  it('given the set-password page, picks the variant by whether a token came', async () => {
    expect(await page('/beallitas/jelszo?token=abc')).toContain('ellenőrzés');
    expect(await page('/beallitas/jelszo?token=')).toContain('hiányzó link');
    expect(await page('/beallitas/jelszo')).toContain('hiányzó link');
  });

  it("given a deep link, preloads the entry script first, then the session check and that route's remote", async () => {
    const html = await page('/app/tanar/keres', withSession);
    expect(preloads(html)).toEqual([
      '/main.0123abcd89.js',
      '/api/auth/me',
      '/remotes/mfe-teacher/mf-manifest.json',
      '/remotes/mfe-teacher/remoteEntry.js',
      '/remotes/mfe-teacher/app.1111aaaa22.js',
      '/bootstrap.abcdef0123.js',
      '/remotes/mfe-teacher/app.3333bbbb44.css',
    ]);
    expect(html).toContain('href="/api/auth/me" as="fetch" crossorigin="use-credentials"');
    // A screen's own answers come with the page only in its server-rendered first screen
    // (first-screen.ts), never as preloads a stale session would turn into kept 401s.
    expect(preloads(await page('/app/tanar/elozmenyek/', withSession))).not.toContain('/api/user/teacher/history');
    expect(preloads(await page('/app/tanar/keres'))).toContain('/api/auth/me');
    // A remote on another origin: only its manifest is known.
    expect(preloads(await page('/admin/tanev-napok'))).toContain('https://cdn.example.org/mfe-admin/mf-manifest.json');
    // The login page shows before any script: nothing preloaded, the entry started after the
    // first frame by a script at the end of the body (after the form it must not hold back).
    const login = await page('/');
    expect(preloads(login)).toEqual([]);
    expect(login).not.toContain('<script defer src="/main.0123abcd89.js">');
    const starter = login.indexOf('<script>requestAnimationFrame(function(){setTimeout(function(){["/public/');
    expect(starter).toBeGreaterThan(login.indexOf('<div id="root" data-prerendered="">'));
    expect(login.slice(starter)).toMatch(/^<script>[^<]*<\/script><\/body>/);
  });

  it("given a remote's expose-files.json, preloads its entry, the expose's chunks and its own copies of what the shell does not provide", async () => {
    const html = await page('/app/hr/lista', withSession);
    expect(preloads(html)).toEqual([
      '/main.0123abcd89.js',
      '/api/auth/me',
      '/remotes/mfe-hr/mf-manifest.json',
      '/remotes/mfe-hr/remoteEntry.js',
      '/remotes/mfe-hr/app.5555cccc66.js',
      '/remotes/mfe-hr/split.1212abab34.js',
      // The Table it consumes, and what that Table consumes in turn; not react or the Button
      // (the shell's copies run), nor the icon only the remote's Button would load.
      '/remotes/mfe-hr/table.7777dddd88.js',
      '/remotes/mfe-hr/table-lib.9999eeee00.js',
      '/bootstrap.abcdef0123.js',
      '/remotes/mfe-hr/app.5555cccc66.css',
      '/remotes/mfe-hr/table.7777dddd88.css',
    ]);
    expect(html).toContain('href="/remotes/mfe-hr/table.7777dddd88.js" as="script">');
    expect(html).toContain('href="/remotes/mfe-hr/table.7777dddd88.css" as="style">');
  });

  it('given brotli, gzip or neither, sends the matching encoding with Vary, and 304 for its ETag', async () => {
    const br = await raw('/', { 'Accept-Encoding': 'br' });
    const gz = await raw('/', { 'Accept-Encoding': 'gzip' });
    const plain = await raw('/');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    const again = await raw('/', { 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('given a page, its CSP names exactly its inline scripts by hash, not the JSON data block', async () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const url of ['/', '/app/tanar']) {
      const res = await raw(url);
      const html = res.body.toString();
      const csp = String(res.headers['content-security-policy'] ?? '');
      const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)<\/script>/g)]
        .filter((m) => !m[1]!.includes('application/json'))
        .map((m) => sha(m[2]!));
      expect(scripts).toContain(sha(THEME_SCRIPT));
      for (const hash of scripts) expect(csp).toContain(hash);
      const inlineJson = /<script type="application\/json" id="remotes">([^<]*)<\/script>/.exec(html)?.[1];
      // The login page holds no remote list (its data block is the staff app's files).
      if (url === '/') expect(inlineJson).toBeUndefined();
      else expect(csp).not.toContain(sha(inlineJson!));
    }
  });

  it('given a rebuilt shell, serves the new page after the refresh interval without a restart', async () => {
    putBuilt(`shell/dist/${SHELL_PAGE_HTML}`, template('main.9999ffff00.js'));
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(root, `shell/dist/${SHELL_PAGE_HTML}`), later, later);
    await new Promise((r) => setTimeout(r, REFRESH_MS + 100));
    const html = await page('/app/tanar');
    expect(html).toContain('/main.9999ffff00.js');
    expect(html).not.toContain('/main.0123abcd89.js');
  });

  it('given a rebuilt remote, or a shell that starts providing a key, preloads the new first-render files', async () => {
    put(`mfe-hr/dist/${EXPOSE_FILES_JSON}`, JSON.stringify(hrExposeFiles('table.8888ffff99')));
    put(
      `shell/dist/${MF_MANIFEST_JSON}`,
      JSON.stringify({
        shared: [{ name: 'react' }, { name: 'ds/Button' }, { name: 'table-lib' }],
      } satisfies MfManifest),
    );
    const later = new Date(Date.now() + 10_000);
    utimesSync(path.join(root, `mfe-hr/dist/${EXPOSE_FILES_JSON}`), later, later);
    utimesSync(path.join(root, `shell/dist/${MF_MANIFEST_JSON}`), later, later);
    await new Promise((r) => setTimeout(r, REFRESH_MS + 100));
    const files = preloads(await page('/app/hr', withSession));
    expect(files).toContain('/remotes/mfe-hr/table.8888ffff99.js');
    expect(files).toContain('/remotes/mfe-hr/table.8888ffff99.css');
    expect(files).not.toContain('/remotes/mfe-hr/table.7777dddd88.js');
    expect(files).not.toContain('/remotes/mfe-hr/table-lib.9999eeee00.js');
  });
});
