// Nothing of the build's inside is served (docs/architecture.md "Static hosting and caching"): the
// federation manifest, the scripts and styles go out; the build's own notes (mf-stats.json and the
// other JSON files the gateway reads from disk), source maps and licence files answer 404, their
// compressed copies too. When a production build is present, every file it would serve is fetched
// and none names the machine's folders.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MF_MANIFEST_JSON, MF_STATS_JSON } from '@tavollet/contract/build-output';
import { REMOTES } from '@tavollet/contract/remote-props';
import { createApp } from '../../src/app.ts';
import { loadConfig, REPO_ROOT } from '../../src/config.ts';
import { requestListener } from '../../src/http/server.ts';

async function serve(staticRoot: string): Promise<{ base: string; close: () => Promise<void> }> {
  const config = loadConfig({ STATIC_ROOT: staticRoot, DATA_DIR: path.join(os.tmpdir(), 'gw-notes-data') });
  const server = http.createServer(requestListener(createApp({ config, log: pino({ level: 'silent' }) })));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Whether the gateway may serve a build file of this name (the rule under test, spelled out). */
const meantToServe = (name: string) =>
  !(name.endsWith('.json') && name !== MF_MANIFEST_JSON) && !name.endsWith('.map') && !/LICENSE/i.test(name);

describe('build notes in a build folder', () => {
  let root = '';
  let gw: Awaited<ReturnType<typeof serve>>;
  const put = (rel: string, content: string) => {
    for (const [suffix, bytes] of [
      ['', Buffer.from(content)],
      ['.br', brotliCompressSync(content)],
      ['.gz', gzipSync(content)],
    ] as const) {
      const file = path.join(root, rel + suffix);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'gw-notes-'));
    const where = JSON.stringify({ context: '/srv/build/shell', path: '/srv/build/shell/dist' });
    for (const dir of ['shell/dist', 'mfe-teacher/dist']) {
      put(`${dir}/${MF_MANIFEST_JSON}`, '{"id":"app","shared":[]}');
      put(`${dir}/${MF_STATS_JSON}`, where);
      put(`${dir}/chunk-packages.json`, where);
      put(`${dir}/main.0123abcd89.js`, 'console.log(1);');
      put(`${dir}/main.0123abcd89.js.map`, where);
      put(`${dir}/main.0123abcd89.js.LICENSE.txt`, '/*! licence */');
    }
    put('shell/dist/initial-assets.json', where);
    put('shell/dist/prerendered.json', where);
    put('shell/dist/public/entry.json', where);
    put('mfe-teacher/dist/expose-files.json', where);
    put('mfe-teacher/dist/remoteEntry.js', 'var mfe_teacher;');
    gw = await serve(root);
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answer 404, as do their compressed copies; the manifest and the scripts are served', async () => {
    const notes = [
      `/${MF_STATS_JSON}`,
      `/${MF_STATS_JSON}.br`,
      `/${MF_STATS_JSON}.gz`,
      '/chunk-packages.json',
      '/initial-assets.json',
      '/prerendered.json',
      '/public/entry.json',
      '/main.0123abcd89.js.map',
      '/main.0123abcd89.js.LICENSE.txt',
      `/remotes/mfe-teacher/${MF_STATS_JSON}`,
      `/remotes/mfe-teacher/${MF_STATS_JSON}.gz`,
      '/remotes/mfe-teacher/expose-files.json',
      '/remotes/mfe-teacher/chunk-packages.json',
      '/remotes/mfe-teacher/main.0123abcd89.js.map',
      '/remotes/mfe-teacher/main.0123abcd89.js.LICENSE.txt',
    ];
    for (const p of notes) {
      const res = await fetch(gw.base + p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('/srv/build');
    }
    for (const p of [
      `/remotes/mfe-teacher/${MF_MANIFEST_JSON}`,
      '/remotes/mfe-teacher/remoteEntry.js',
      '/main.0123abcd89.js',
    ]) {
      expect((await fetch(gw.base + p)).status, p).toBe(200);
    }
  });
});

/** The files a build folder holds outside dot folders (never served), without the compressed copies. */
function builtFiles(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.')) return [];
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return builtFiles(dir, p);
    return /\.(br|gz)$/.test(e.name) ? [] : [p];
  });
}

const built = existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'));

describe.skipIf(!built)('the production build of this tree', () => {
  it('serves no build note, and no served file names the folder it was built in', async () => {
    const gw = await serve(REPO_ROOT);
    try {
      const apps = [
        { dir: 'shell', prefix: '' },
        ...REMOTES.map((r) => ({ dir: r.folder, prefix: `/remotes/${r.folder}` })),
      ];
      let served = 0;
      for (const app of apps) {
        const dist = path.join(REPO_ROOT, app.dir, 'dist');
        if (!existsSync(dist)) continue;
        for (const rel of builtFiles(dist)) {
          const res = await fetch(`${gw.base}${app.prefix}/${rel}`);
          const text = await res.text();
          if (!meantToServe(path.basename(rel))) {
            expect(res.status, rel).toBe(404);
            continue;
          }
          expect(res.status, `${app.dir}/${rel}`).toBe(200);
          expect(text.includes(REPO_ROOT), `${app.dir}/${rel} names ${REPO_ROOT}`).toBe(false);
          served += 1;
        }
      }
      expect(served).toBeGreaterThan(0);
    } finally {
      await gw.close();
    }
  });
});
