// The first screen without waiting for JavaScript (docs/architecture.md "Loading at run time"): the
// login page arrives rendered, React takes it over without a change and without losing what was
// typed, the remote list is in the page, a deep link's remote entry is preloaded, and built files
// go out precompressed.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { INITIAL_ASSETS_JSON, type InitialAssets } from '@tavollet/contract/build-output';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { SHELL_DIST } from '../support/paths.ts';
import { DEMO, DEMO_PASSWORD, fieldLabel, publicPageTakenOver, signIn } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();

/** The page as the gateway sends it, before any script could run. */
async function rawPage(url: string, cookie = ''): Promise<string> {
  const res = await fetch(e2e.gateway.url + url, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
}

/** The bytes as sent (fetch would decode them). */
function rawGet(url: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(e2e.gateway.url + url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('the login page before any script runs', () => {
  it('given the raw answer, it already holds the form with Belépés, its CSS and the page title', async () => {
    const html = await rawPage('/');
    expect(html).toMatch(/<div id="root" data-prerendered="">.*<h1[^>]*>Bejelentkezés<\/h1>/s);
    expect(html).toContain('>Belépés<');
    expect(html).toContain('<title>Bejelentkezés – Távollét</title>');
  });

  it('given a browser without JavaScript, shows the heading, both fields and Belépés', async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.gateway.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Bejelentkezés' }).isVisible()).resolves.toBe(true);
      await expect(page.getByLabel(fieldLabel('E-mail cím')).isVisible()).resolves.toBe(true);
      await expect(page.getByLabel(fieldLabel('Jelszó')).isVisible()).resolves.toBe(true);
      const button = page.getByRole('button', { name: 'Belépés' });
      await expect(button.isVisible()).resolves.toBe(true);
      // Styled by the inlined CSS: the design system's primary button, not the browser's grey one.
      const background = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).not.toBe('rgb(239, 239, 239)');
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await context.close();
    }
  });
});

describe('React taking the page over', () => {
  it('given typing before the scripts arrive, keeps the values, changes nothing on screen, and signs in', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await w.page.route(/\.js(\?|$)/, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await w.page.goto('/', { waitUntil: 'commit' });
      await w.page.getByRole('button', { name: 'Belépés' }).waitFor();
      await w.page.getByLabel(fieldLabel('E-mail cím')).fill(DEMO.teacher);
      await w.page.getByLabel(fieldLabel('Jelszó')).fill(DEMO_PASSWORD);
      await w.page.getByRole('heading', { name: 'Bejelentkezés' }).click(); // no focus ring in the pictures
      const before = { shot: await w.page.screenshot(), markup: await w.page.locator('#root').innerHTML() };
      const form = await w.page.evaluateHandle(() => document.querySelector('form'));
      release();
      await publicPageTakenOver(w.page);
      // The same elements (taken over, not replaced), the same markup and the same picture.
      expect(await w.page.evaluate((f) => f === document.querySelector('form'), form)).toBe(true);
      expect(await w.page.getByLabel(fieldLabel('E-mail cím')).inputValue()).toBe(DEMO.teacher);
      expect(await w.page.getByLabel(fieldLabel('Jelszó')).inputValue()).toBe(DEMO_PASSWORD);
      expect(await w.page.locator('#root').innerHTML()).toBe(before.markup);
      expect((await w.page.screenshot()).equals(before.shot)).toBe(true);
      expect(w.consoleErrors).toEqual([]);
      // The form works with what was typed before React came.
      await w.page.getByRole('button', { name: 'Belépés' }).click();
      await w.page.waitForURL((url) => url.pathname === '/app/tanar');
    } finally {
      await w.close();
    }
  });

  it('given Belépés pressed before the scripts arrive, sends nothing itself and signs in once they run', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await w.page.route(/\.js(\?|$)/, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await w.page.goto('/', { waitUntil: 'commit' });
      await w.page.getByLabel(fieldLabel('E-mail cím')).fill(DEMO.teacher);
      await w.page.getByLabel(fieldLabel('Jelszó')).fill(DEMO_PASSWORD);
      await w.page.getByRole('button', { name: 'Belépés' }).click();
      await w.page.waitForTimeout(300);
      // The browser did not send the form (the password never goes into a URL).
      expect(new URL(w.page.url()).search).toBe('');
      release();
      await w.page.waitForURL((url) => url.pathname === '/app/tanar');
      expect(w.requests.filter((url) => url === '/api/auth/login')).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('given a signed-in visitor on the login page, sends them on as before', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/');
      await w.page.getByLabel(fieldLabel('E-mail cím')).fill(DEMO.teacher);
      await w.page.getByLabel(fieldLabel('Jelszó')).fill(DEMO_PASSWORD);
      await w.page.getByRole('button', { name: 'Belépés' }).click();
      await w.page.waitForURL((url) => url.pathname === '/app/tanar');
      await w.page.goto('/');
      // The login page's script sends them on with `location.replace`, which may come before or
      // after the login page's own load event: wait for the staff page's commit and its text.
      await w.page.waitForURL((url) => url.pathname === '/app/tanar', { waitUntil: 'commit' });
      await w.page.getByText('Tanári kezdőlap').first().waitFor();
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });
});

describe("the public pages' own bundle", () => {
  it("given the login page, downloads only its own script until the visitor types, then the staff app's first-load files", async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/', { waitUntil: 'networkidle' });
      await publicPageTakenOver(w.page);
      const scripts = () => w.requests.filter((url) => /\.(js|css)$/.test(url));
      expect(scripts()).toEqual([expect.stringMatching(/^\/public\/public\.[0-9a-f]+\.js$/)]);
      // The staff app's files, named by the page.
      const staffFiles = JSON.parse((await w.page.locator('#staff-files').textContent()) ?? '[]') as string[];
      expect(staffFiles).toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]));
      expect(staffFiles.length).toBeGreaterThan(3);
      await w.page.getByLabel(fieldLabel('E-mail cím')).fill(DEMO.teacher);
      await expect.poll(() => staffFiles.filter((url) => !w.requests.includes(url))).toEqual([]);
      await w.page.getByLabel(fieldLabel('Jelszó')).fill(DEMO_PASSWORD);
      await w.page.getByRole('button', { name: 'Belépés' }).click();
      await w.page.getByText('Tanári kezdőlap').first().waitFor();
      expect(w.page.url()).toBe(`${e2e.gateway.url}/app/tanar`);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });
});

describe('no request waterfall', () => {
  it('given a first load, reads the remote list from the page and never asks GET /api/remotes', async () => {
    const html = await rawPage('/app/tanar/keres');
    const inline = /<script type="application\/json" id="remotes">([^<]*)<\/script>/.exec(html)?.[1];
    const served = (await (await fetch(`${e2e.gateway.url}/api/remotes`)).json()) as unknown;
    expect(JSON.parse(inline ?? 'null')).toEqual(served);

    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, DEMO.teacher);
      await w.page.goto('/app/tanar/keres');
      await w.page.getByRole('table', { name: /^Szabadságkeretek/ }).waitFor();
      expect(w.requests).not.toContain('/api/remotes');
      // Preloads are used, not fetched twice: the manifest once. The session check's answer came
      // with the page and its server-rendered first screen: not asked for.
      expect(w.requests.filter((url) => url === '/remotes/mfe-teacher/mf-manifest.json')).toHaveLength(1);
      expect(w.requests.filter((url) => url === '/api/auth/me')).toHaveLength(0);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('given an app page, preloads every script and stylesheet of the shell the first load asks for', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      // Two roles: the chooser, a page of the shell alone (no remote).
      await signIn(w.page, DEMO.teacherHr);
      const cookie = (await w.context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const html = await rawPage('/app/szerep', cookie);
      const preloaded = new Set([...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]));
      await w.page.goto('/app/szerep', { waitUntil: 'networkidle' });
      await w.page.getByRole('heading', { name: 'Szerepkör választása' }).waitFor();
      const loaded = w.requests.filter((url) => /\.(js|css)$/.test(url));
      expect(loaded.length).toBeGreaterThan(5);
      expect(loaded.filter((url) => !preloaded.has(url))).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it("given the login page, preloads nothing and starts the public pages' bundle after the first frame from the end of the body", async () => {
    const html = await rawPage('/');
    expect([...html.matchAll(/<link rel="preload" href="([^"]+)"/g)]).toEqual([]);
    expect(html).not.toMatch(/<script defer[^>]* src=/);
    // The public pages' own bundle, not the staff app. The staff app's entry is only named in the
    // data block its sign-in prefetches from.
    const withoutData = html.replace(/<script type="application\/json" id="staff-files">[^<]*<\/script>/, '');
    expect(withoutData).not.toBe(html);
    expect(withoutData).not.toMatch(/\/main\.[0-9a-f]+\.js/);
    // The inserter is the body's last element: it cannot start the entry before the form is parsed.
    expect(html).toMatch(/<script>requestAnimationFrame\([^<]*\/public\/public\.[0-9a-f]+\.js[^<]*<\/script><\/body>/);
  });

  it("given a deep link, names that route's remote entry among the preloads", async () => {
    const teacher = await rawPage('/app/tanar/keres');
    expect(teacher).toContain('<link rel="preload" href="/remotes/mfe-teacher/mf-manifest.json" as="fetch"');
    expect(teacher).toContain('<link rel="preload" href="/remotes/mfe-teacher/remoteEntry.js" as="script">');
    expect(teacher).toContain('<link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials">');
    const admin = await rawPage('/admin/tanev-napok');
    expect(admin).toContain('<link rel="preload" href="/remotes/mfe-admin/remoteEntry.js" as="script">');
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]!);
    expect(preloads(admin).filter((url) => url.startsWith('/remotes/mfe-teacher/'))).toEqual([]);
    expect(preloads(await rawPage('/')).filter((url) => url.startsWith('/remotes/'))).toEqual([]);
  });
});

describe('precompressed files', () => {
  it('given a browser taking brotli, sends the .br file the build wrote, with Vary', async () => {
    const { js } = JSON.parse(readFileSync(path.join(SHELL_DIST, INITIAL_ASSETS_JSON), 'utf8')) as InitialAssets;
    const file = js[0]!;
    const br = await rawGet(`/${file}`, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.equals(readFileSync(path.join(SHELL_DIST, `${file}.br`)))).toBe(true);
    expect(brotliDecompressSync(br.body).equals(readFileSync(path.join(SHELL_DIST, file)))).toBe(true);
    const page = await rawGet('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('>Belépés<');
  });
});
