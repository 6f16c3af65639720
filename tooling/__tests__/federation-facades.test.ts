// The libraries shared through a facade (mf.shared.ts): in the browser builds an import of
// `react-router-dom`, `zod`, `react-i18next` or `@tanstack/react-query` gets the facade file, which
// re-exports only some names. A name a source file uses and the facade lacks would be `undefined`
// in the built app while types, unit tests and Storybook (which use the package itself) stay green,
// so this test reads every browser source file and checks the facades cover what they use.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shared } from '../../mf.shared.ts';
import * as routerFacade from '../../design-system/src/federation/react-router-dom.ts';
import { z as zodFacade } from '../../contract/src/federation/zod.ts';
import * as i18nFacade from '../../design-system/src/federation/react-i18next.ts';
import * as queryFacade from '../../design-system/src/federation/tanstack-react-query.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The file a shared key's `import` names, resolved as an app's build does (from the app's folder). */
const importOf = (key: string): string | undefined => {
  const request = (shared as Record<string, { import?: string }>)[key]?.import;
  return request === undefined ? undefined : path.resolve(ROOT, 'shell', request);
};
const BROWSER_PACKAGES = ['shell', 'mfe-teacher', 'mfe-leaders', 'mfe-hr', 'mfe-admin', 'design-system', 'contract'];
/**
 * Built without Module Federation for Node (the prerender of the public pages, the server renderers
 * of the first screen): they use the package itself.
 */
const NODE_ONLY = new Set([
  'shell/src/prerender/render-pages.tsx',
  'shell/src/prerender/render-first-screen.tsx',
  'mfe-teacher/src/server/first-screen.tsx',
  'design-system/src/server/render-routes.tsx',
]);
/** `z.<name>` uses that are types, not values (`z.infer<…>`, `z.ZodType`). */
const ZOD_TYPE_NAMES = new Set(['infer', 'input', 'output', 'RefinementCtx']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return ['__tests__', 'test', 'stories', 'federation'].includes(e.name) ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(e.name) && !/\.(test|stories|d)\.tsx?$/.test(e.name) && !NODE_ONLY.has(rel) ? [rel] : [];
  });
}

const files = BROWSER_PACKAGES.flatMap((p) => sourceFiles(`${p}/src`)).map((rel) => ({
  rel,
  text: readFileSync(path.join(ROOT, rel), 'utf8'),
}));

/** Value names of `import { a, type B, c as d } from '<from>'` (type-only imports left out). */
function importedValues(text: string, from: string): string[] {
  const quoted = from.replace(/[/.]/g, '\\$&');
  const re = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${quoted}'`, 'g');
  return [...text.matchAll(re)]
    .filter((m) => !m[1])
    .flatMap((m) => m[2]!.split(','))
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]!);
}

/** `z.<name>` value uses in files that import zod's `z` as a value. */
function zodBuilders(text: string): string[] {
  if (!/import\s+\{\s*z\s*\}\s+from\s+'zod'/.test(text)) return [];
  return [...text.matchAll(/\bz\.([A-Za-z_]\w*)/g)]
    .map((m) => m[1]!)
    .filter((name) => !ZOD_TYPE_NAMES.has(name) && !name.startsWith('Zod'));
}

const FACADES = [
  { library: 'react-i18next', file: 'design-system/src/federation/react-i18next.ts', names: i18nFacade },
  {
    library: '@tanstack/react-query',
    file: 'design-system/src/federation/tanstack-react-query.ts',
    names: queryFacade,
  },
];

/** Imports the names check cannot see: `import x from`, `import * as x from`, `import x, { … } from`. */
function wholeImports(text: string, from: string): boolean {
  const quoted = from.replace(/[/.@]/g, '\\$&');
  return new RegExp(`import\\s+(?!type\\s)(\\*\\s+as\\s+\\w+|\\w+)\\s*(,[^;]*)?from\\s+'${quoted}'`).test(text);
}

describe('Module Federation facades', () => {
  it('the shared map provides react-router-dom and zod from their facades, and not react-router itself', () => {
    expect(importOf('react-router-dom')).toBe(path.join(ROOT, 'design-system/src/federation/react-router-dom.ts'));
    expect(importOf('zod')).toBe(path.join(ROOT, 'contract/src/federation/zod.ts'));
    expect((shared as Record<string, unknown>)['react-router']).toBeUndefined();
  });

  it('reads the browser sources (the scan finds what it checks)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => importedValues(f.text, 'react-router-dom').includes('useNavigate'))).toBe(true);
    expect(files.some((f) => zodBuilders(f.text).includes('strictObject'))).toBe(true);
  });

  it('the router facade exports every name the apps import from react-router-dom', () => {
    const missing = files.flatMap((f) =>
      importedValues(f.text, 'react-router-dom')
        .filter((name) => !(name in routerFacade))
        .map((name) => `${f.rel}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('the zod facade holds every builder the sources call', () => {
    const missing = files.flatMap((f) =>
      zodBuilders(f.text)
        .filter((name) => !(name in zodFacade))
        .map((name) => `${f.rel}: z.${name}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('no browser source imports react-router directly (it would bring a second router)', () => {
    const direct = files.filter((f) => /from\s+'react-router(\/[^']*)?'/.test(f.text)).map((f) => f.rel);
    expect(direct).toEqual([]);
  });

  it('tells a missing name', () => {
    // The checks themselves, on made-up sources.
    expect(
      importedValues("import { Link, type RouteObject, useHref as h } from 'react-router-dom';", 'react-router-dom'),
    ).toEqual(['Link', 'useHref']);
    expect('useHref' in routerFacade).toBe(false);
    expect(
      zodBuilders("import { z } from 'zod';\nconst a = z.tuple([z.string()]); type A = z.infer<typeof a>;"),
    ).toEqual(['tuple', 'string']);
    expect('tuple' in zodFacade).toBe(false);
  });
});

describe('react-i18next and @tanstack/react-query facades', () => {
  it.each(FACADES)('the shared map provides $library from its facade', ({ library, file }) => {
    const config = shared as Record<string, { singleton?: boolean }>;
    expect(importOf(library)).toBe(path.join(ROOT, file));
    expect(config[library]?.singleton).toBe(true);
  });

  it('reads the browser sources (the scan finds what it checks)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => importedValues(f.text, 'react-i18next').includes('useTranslation'))).toBe(true);
    expect(files.some((f) => importedValues(f.text, '@tanstack/react-query').includes('useMutation'))).toBe(true);
  });

  it.each(FACADES)('the $library facade exports every name the apps import', ({ library, names }) => {
    const missing = files.flatMap((f) =>
      importedValues(f.text, library)
        .filter((name) => !(name in names))
        .map((name) => `${f.rel}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it.each(FACADES)('no browser source imports $library whole (default or namespace import)', ({ library }) => {
    expect(files.filter((f) => wholeImports(f.text, library)).map((f) => f.rel)).toEqual([]);
  });

  it('tells a missing name and a whole import', () => {
    // The checks themselves, on made-up sources.
    const source =
      "import {\n  useQuery,\n  type UseQueryResult,\n  useSuspenseQuery as s,\n} from '@tanstack/react-query';";
    expect(importedValues(source, '@tanstack/react-query')).toEqual(['useQuery', 'useSuspenseQuery']);
    expect('useSuspenseQuery' in queryFacade).toBe(false);
    expect('Trans' in i18nFacade).toBe(false);
    expect(wholeImports("import * as RQ from '@tanstack/react-query';", '@tanstack/react-query')).toBe(true);
    expect(wholeImports("import i18n, { useTranslation } from 'react-i18next';", 'react-i18next')).toBe(true);
    expect(wholeImports("import { useTranslation } from 'react-i18next';", 'react-i18next')).toBe(false);
    expect(wholeImports("import type Q from '@tanstack/react-query';", '@tanstack/react-query')).toBe(false);
  });
});
