// One copy of each library on every page (docs/architecture.md "Module Federation contract"): a
// library two apps use is either a shared singleton or kept in one app, never downloaded once in
// the shell's chunks and again in a remote's. Each route is opened in a fresh context (empty
// cache), as a first visit, and every JS file it downloads is mapped to the npm packages inside
// it (the builds' chunk-packages.json).
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { DEMO_ADMIN, signInAdmin } from './admin/admin-support.ts';
import type { ChunkPackages } from '@tavollet/contract/build-output';
import { loadChunkPackages, librariesDownloadedTwice, packagesByApp } from './support/library-copies.ts';
import { DEMO, signIn } from './support/session.ts';
import { useGatewayAndBrowser } from './support/setup.ts';

const e2e = useGatewayAndBrowser();

const ROUTES: { path: string; signIn?: string; admin?: boolean }[] = [
  { path: '/' },
  { path: '/app/tanar/keres', signIn: DEMO.teacher },
  { path: '/app/igazgatohelyettes/jovahagyasok', signIn: DEMO.deputy },
  { path: '/app/igazgato/statisztikak', signIn: DEMO.principal },
  { path: '/app/hr', signIn: DEMO.hr },
  { path: '/admin/felhasznalok', signIn: DEMO_ADMIN, admin: true },
  { path: '/admin/tanev-napok', signIn: DEMO_ADMIN, admin: true },
];

describe('one copy of each library per page', () => {
  it.each(ROUTES)('$path downloads no library twice', async (route) => {
    const chunks = loadChunkPackages();
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      if (route.signIn && route.admin) await signInAdmin(w.page, route.signIn);
      else if (route.signIn) await signIn(w.page, route.signIn);
      await w.page.goto(route.path, { waitUntil: 'networkidle' });
      const js = w.responses
        .filter((r) => r.ok() && new URL(r.url()).pathname.endsWith('.js'))
        .map((r) => new URL(r.url()).pathname);
      const byApp = packagesByApp(js, chunks);
      // The check sees the libraries at all: React's renderer is on every page, and so is the
      // router on every page of the apps, its code concatenated into its facade's module. The
      // public pages' own bundle has no router.
      expect(byApp.get('react-dom')?.size).toBe(1);
      expect(byApp.get('react-router')?.size).toBe(route.path === '/' ? undefined : 1);
      expect(librariesDownloadedTwice(byApp)).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
    } finally {
      await w.close();
    }
  });

  it('tells a library downloaded by two apps', () => {
    // The check itself, on a made-up download: zod in the shell's chunk and in a remote's.
    const chunks = new Map<string, ChunkPackages>([
      ['shell', { 'a.js': ['react-dom', 'zod'] }],
      ['mfe-admin', { 'b.js': ['zod'], 'c.js': ['date-fns'] }],
    ]);
    const byApp = packagesByApp(['/a.js', '/remotes/mfe-admin/b.js', '/remotes/mfe-admin/c.js'], chunks);
    expect(librariesDownloadedTwice(byApp)).toEqual(['zod (mfe-admin, shell)']);
  });

  it("does not count a remote's federation glue in its entry or its clsx, and counts everything else", () => {
    const chunks = new Map<string, ChunkPackages>([
      [
        'shell',
        { 'main.js': ['@module-federation/runtime-core', '@module-federation/sdk'], 'w.js': ['clsx', 'date-fns'] },
      ],
      [
        'mfe-hr',
        {
          'remoteEntry.js': ['@module-federation/sdk'],
          'x.js': ['clsx', 'date-fns'],
          'y.js': ['@module-federation/sdk', '@module-federation/runtime-core'],
        },
      ],
    ]);
    const files = ['/main.js', '/w.js', '/remotes/mfe-hr/remoteEntry.js', '/remotes/mfe-hr/x.js'];
    expect(librariesDownloadedTwice(packagesByApp(files, chunks))).toEqual(['date-fns (mfe-hr, shell)']);
    // The runtime itself, or the glue outside the entry, is a second copy.
    expect(librariesDownloadedTwice(packagesByApp([...files, '/remotes/mfe-hr/y.js'], chunks))).toEqual([
      '@module-federation/runtime-core (mfe-hr, shell)',
      '@module-federation/sdk (mfe-hr, shell)',
      'date-fns (mfe-hr, shell)',
    ]);
  });

  it("puts in the shell's libraries file exactly the libraries every page loads", () => {
    // A library only some screens need must not land there (rspack.shared.ts).
    const shell = loadChunkPackages().get('shell')!;
    const file = Object.keys(shell).find((f) => /^libraries\.[0-9a-f]+\.js$/.test(f));
    expect(file).toBeDefined();
    expect(shell[file!]).toEqual([
      '@tanstack/query-core',
      '@tanstack/react-query',
      'i18next',
      'react',
      'react-dom',
      'react-i18next',
      'react-router',
      'scheduler',
      'zod',
      'zustand',
    ]);
  });
});
