// A signed-in staff page's first screen, rendered by the gateway (gateway/src/pages/first-screen.ts):
// real HTTP against a real gateway on the embedded server, with real sessions, and renderers that
// stand in for the built ones (they show what they were given), so what the gateway hands them,
// and when it renders nothing, is what these tests see. The built renderers are checked in the
// browser (e2e/teacher/first-screen.test.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEAVE_TYPES } from '@tavollet/contract/codes';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import { FIRST_SCREEN_MODULE } from '@tavollet/contract/build-output';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE, createPeople, type PersonKey } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import { monday } from '../support/teacher-fixtures.ts';

const ENTRY = '/main.1111aaaa22.js';
const TEMPLATE =
  `<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Távollét</title>` +
  `<script>document.documentElement.dataset.theme="light"</script><script defer src="${ENTRY}"></script></head>` +
  `<body><div id="root"></div></body></html>`;

/**
 * A dehydrated query as the renderers' QueryClients give it, of the answer to `url`: the stand-ins
 * key it by the URL, so the tests can tell the answers apart.
 */
const STAND_IN_QUERY = `
const query = async (get, url) => ({ queryKey: [url], state: { status: 'success', data: (await get(url)).body } });
`;

/** The shell's stand-in: the frame names the user and the role, the remote's markup inside; it reads the session check. */
const FRAME_RENDERER = `${STAND_IN_QUERY}
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
exports.renderFrame = async (input) => ({
  html: '<div class="frame" data-user="' + esc(input.user.nev) + '" data-role="' + input.role + '" data-path="' +
    esc(input.path + input.search) + '">' + input.remote.html + '</div>',
  state: { mutations: [], queries: [await query(input.get, '/api/auth/me'), ...input.remote.state.queries] },
});
`;

/**
 * The teacher remote's stand-in: reads getdata on /keres (and on /tilos a call a teacher may not
 * make), shows its props and what it read; a path ending in /hiba throws, /semmi renders nothing.
 */
const screenRenderer = (heading: string) => `${STAND_IN_QUERY}
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
exports.renderFirstScreen = async ({ path, props, get }) => {
  if (path.endsWith('/hiba')) throw new Error('the renderer failed');
  if (path.endsWith('/semmi')) return null;
  const urls = path.endsWith('/keres') ? ['/api/user/teacher/getdata'] : path.endsWith('/tilos') ? ['/api/hr/requests'] : [];
  const queries = await Promise.all(urls.map((url) => query(get, url)));
  return {
    html: '<h1>${heading}</h1><p class="base">' + esc(props.basePath) + '</p><pre>' + esc(JSON.stringify(queries)) + '</pre>',
    title: '${heading} – Távollét',
    state: { mutations: [], queries },
  };
};
`;

let root = '';
let db: TestDb;
let gw: TestGateway;

function put(rel: string, content: string) {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const teacherRenderer = () => path.join(root, 'mfe-teacher', 'dist', FIRST_SCREEN_MODULE);

async function signIn(key: PersonKey): Promise<Client> {
  const c = new Client(gw.url);
  const res = await c.post('/api/auth/login', { email: PEOPLE[key].email, password: PASSWORD });
  expect(res.status).toBe(200);
  return c;
}

/** The page as the browser gets it (text), with the person's cookies. */
async function pageOf(c: Client, url: string) {
  const res = await c.get<string>(url);
  return { ...res, html: String(res.body) };
}

const firstScreenOf = (html: string) =>
  /<div id="first-screen" inert aria-hidden="true">([\s\S]*?)<\/div><script>[^<]*<\/script><\/body>/.exec(html)?.[1];
/** The page's answers: the stand-ins' dehydrated queries, by the URL each one's key names. */
const embeddedOf = (html: string) => {
  const json = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (json === undefined) return undefined;
  const { queries } = JSON.parse(json) as { queries: { queryKey: [string]; state: { data: unknown } }[] };
  return Object.fromEntries(queries.map((q) => [q.queryKey[0], q.state.data]));
};

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  put('shell/dist/index.html', TEMPLATE);
  put(
    'shell/dist/initial-assets.json',
    JSON.stringify({ js: ['bootstrap.3333bbbb44.js'], css: ['bootstrap.3333bbbb44.css'] }),
  );
  put('shell/dist/mf-manifest.json', JSON.stringify({ shared: [] }));
  put(`shell/dist/${FIRST_SCREEN_MODULE}`, FRAME_RENDERER);
  put(
    'mfe-teacher/dist/mf-manifest.json',
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, shared: [] }),
  );
  put(
    'mfe-teacher/dist/expose-files.json',
    JSON.stringify({
      exposes: { './App': { js: ['app.5555cccc66.js'], css: ['app.5555cccc66.css'], consumes: [] } },
      shared: {},
    }),
  );
  put(`mfe-teacher/dist/${FIRST_SCREEN_MODULE}`, screenRenderer('Tanári képernyő'));
  db = await startTestDb();
  await createPeople(db.models);
  await db.models.ApprovalRoute.insertMany(
    LEAVE_TYPES.map((t) => ({ tipus_kod: t, jovahagyo_szerep: approverFor(t) })),
  );
  gw = await startTestGateway(db.models, { env: { STATIC_ROOT: root } });
});

afterAll(async () => {
  await gw?.stopAll();
  await db?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('the first screen of a signed-in teacher', () => {
  it("given a teacher's session, the page carries the rendered screen in the frame and the answers it was rendered from, which are the API's own", async () => {
    const c = await signIn('tanar');
    const page = await pageOf(c, '/app/tanar/keres');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // One person's data: never kept by a browser or a proxy, no validator to revalidate with.
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('etag')).toBeNull();
    const screen = firstScreenOf(page.html);
    expect(screen).toContain('data-user="Teszt tanar" data-role="tanar" data-path="/app/tanar/keres"');
    expect(screen).toContain('<h1>Tanári képernyő</h1><p class="base">/app/tanar</p>');
    expect(page.html).not.toContain('<div id="root">');
    expect(page.html).toContain('<title>Tanári képernyő – Távollét</title>');

    const embedded = embeddedOf(page.html)!;
    expect(Object.keys(embedded).sort()).toEqual(['/api/auth/me', '/api/user/teacher/getdata']);
    expect(embedded['/api/auth/me']).toEqual((await c.get('/api/auth/me')).body);
    expect(embedded['/api/user/teacher/getdata']).toEqual((await c.get('/api/user/teacher/getdata')).body);
    // The renderer got the same answer.
    expect(screen).toContain(
      JSON.stringify(embedded['/api/user/teacher/getdata'])
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/"/g, '&quot;'),
    );
  });

  it('links the stylesheets the screen needs, preloads the scripts, and starts the entry from an inline script the CSP allows', async () => {
    const c = await signIn('tanar');
    const page = await pageOf(c, '/app/tanar/keres');
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/bootstrap.3333bbbb44.css">');
    expect(head).toContain('<link rel="stylesheet" href="/remotes/mfe-teacher/app.5555cccc66.css">');
    expect(head.indexOf('bootstrap.3333bbbb44.css')).toBeLessThan(head.indexOf('app.5555cccc66.css'));
    expect(head).toContain(`<link rel="preload" href="${ENTRY}" as="script">`);
    expect(head).toContain('<link rel="preload" href="/remotes/mfe-teacher/app.5555cccc66.js" as="script">');
    // The screen's answers are in the page, not asked for again.
    expect(head).not.toContain('href="/api/');
    expect(page.html).not.toContain(`<script defer src="${ENTRY}">`);
    const starter = /<script>(requestAnimationFrame[^<]*)<\/script><\/body>/.exec(page.html)?.[1];
    expect(starter).toContain(JSON.stringify([ENTRY]));
    const hash = `'sha256-${createHash('sha256').update(starter!).digest('base64')}'`;
    expect(page.headers.get('content-security-policy')).toContain(hash);
  });

  it('keeps the answers a JSON data block that no text of the data can close, and the screen escaped', async () => {
    const c = await signIn('tanar');
    const note = '</script><script>alert(1)</script><!--';
    const saved = await c.post('/api/user/teacher/savedraft', {
      tipus_kod: 'rendes_szabadsag',
      kezdete: monday(2),
      vege: monday(2),
      megjegyzes: note,
    });
    expect(saved.status).toBe(200);
    const page = await pageOf(c, '/app/tanar/keres');
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('<!--');
    const drafts = (embeddedOf(page.html)!['/api/user/teacher/getdata'] as { drafts: { megjegyzes: string }[] }).drafts;
    expect(drafts.map((d) => d.megjegyzes)).toContain(note);
  });

  it('gives each person their own screen: a second teacher never gets the first one’s answers', async () => {
    const [a, b] = [await signIn('tanar'), await signIn('ketszerepu')];
    const [pa, pb] = [await pageOf(a, '/app/tanar'), await pageOf(b, '/app/tanar')];
    expect(firstScreenOf(pa.html)).toContain('data-user="Teszt tanar"');
    expect(firstScreenOf(pb.html)).toContain('data-user="Teszt ketszerepu"');
    expect((embeddedOf(pb.html)!['/api/auth/me'] as { user: { email: string } }).user.email).toBe(
      PEOPLE.ketszerepu.email,
    );
    expect(pb.html).not.toContain(PEOPLE.tanar.email);
  });
});

describe('pages left to the browser', () => {
  const plain = (html: string) => {
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="first-screen"');
    expect(html).not.toContain('id="first-answers"');
  };

  it('without a session cookie, with a cookie no session has, and after signing out', async () => {
    plain((await pageOf(new Client(gw.url), '/app/tanar/keres')).html);
    const forged = new Client(gw.url);
    forged.cookies.set('tavollet.sid', 'not-a-session');
    const page = await pageOf(forged, '/app/tanar/keres');
    plain(page.html);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const c = await signIn('tanar');
    const cookies = new Map(c.cookies);
    expect((await c.post('/api/auth/logout')).status).toBe(200);
    const stale = new Client(gw.url);
    for (const [k, v] of cookies) stale.cookies.set(k, v);
    plain((await pageOf(stale, '/app/tanar')).html);
  });

  it('for a person who does not hold the area’s role, and for one blocked after signing in', async () => {
    // The home reads no teacher call: only the role decides there.
    const hr = await signIn('hr');
    plain((await pageOf(hr, '/app/tanar')).html);
    plain((await pageOf(hr, '/app/tanar/keres')).html);
    const c = await signIn('blokkolt').catch(() => null);
    // A blocked person cannot sign in at all; one blocked while signed in loses the page at once.
    expect(c).toBeNull();
    const teacher = await signIn('ketszerepu');
    expect(firstScreenOf((await pageOf(teacher, '/app/tanar')).html)).toBeDefined();
    await db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { blocked: true } });
    try {
      plain((await pageOf(teacher, '/app/tanar')).html);
    } finally {
      await db.models.User.updateOne({ email: PEOPLE.ketszerepu.email }, { $set: { blocked: false } });
    }
  });

  it('for an area without a renderer, a HEAD, a renderer that renders nothing, and one that throws', async () => {
    const principal = await signIn('igazgato');
    plain((await pageOf(principal, '/app/igazgato')).html);
    const c = await signIn('tanar');
    const head = await c.request('HEAD', '/app/tanar/keres');
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-cache');
    plain((await pageOf(c, '/app/tanar/semmi')).html);
    const failed = await pageOf(c, '/app/tanar/hiba');
    expect(failed.status).toBe(200);
    plain(failed.html);
  });

  it('for a screen that read something the API refused, even when its renderer drew it', async () => {
    const c = await signIn('tanar');
    expect((await c.get('/api/hr/requests')).status).not.toBe(200);
    plain((await pageOf(c, '/app/tanar/tilos')).html);
  });
});

describe('a rebuilt renderer', () => {
  it('is used without a restart, and a removed one leaves the page to the browser', async () => {
    const c = await signIn('tanar');
    expect(firstScreenOf((await pageOf(c, '/app/tanar')).html)).toContain('<h1>Tanári képernyő</h1>');
    put(`mfe-teacher/dist/${FIRST_SCREEN_MODULE}`, screenRenderer('Új képernyő'));
    const later = new Date(Date.now() + 5000);
    utimesSync(teacherRenderer(), later, later);
    await new Promise((r) => setTimeout(r, 2100));
    expect(firstScreenOf((await pageOf(c, '/app/tanar')).html)).toContain('<h1>Új képernyő</h1>');
    rmSync(teacherRenderer());
    await new Promise((r) => setTimeout(r, 2100));
    expect((await pageOf(c, '/app/tanar')).html).toContain('<div id="root"></div>');
  });
});
