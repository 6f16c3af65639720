// The react-i18next and @tanstack/react-query facades (mf.shared.ts,
// docs/decisions/0514-more-library-facades.md): in the browser builds an import of either package
// gets the facade file, which re-exports only some names. A name a source file uses and the facade
// lacks would be `undefined` in the built app while types, unit tests and Storybook (which use the
// package itself) stay green, so this test reads every browser source file and checks the facades
// cover what they import. (react-router-dom and zod: tooling/__tests__/federation-facades.test.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { shared } from '../../../../mf.shared.ts';
import * as i18nFacade from '../react-i18next.ts';
import * as queryFacade from '../tanstack-react-query.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const BROWSER_PACKAGES = ['shell', 'mfe-teacher', 'mfe-leaders', 'mfe-hr', 'mfe-admin', 'design-system', 'contract'];
/** Built without Module Federation (the Node prerender of the public pages): uses the packages. */
const NODE_ONLY = new Set(['shell/src/prerender/render-pages.tsx']);

const FACADES = [
  { library: 'react-i18next', file: 'design-system/src/federation/react-i18next.ts', names: i18nFacade },
  {
    library: '@tanstack/react-query',
    file: 'design-system/src/federation/tanstack-react-query.ts',
    names: queryFacade,
  },
];

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
  const quoted = from.replace(/[/.@]/g, '\\$&');
  const re = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${quoted}'`, 'g');
  return [...text.matchAll(re)]
    .filter((m) => !m[1])
    .flatMap((m) => m[2]!.split(','))
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]!);
}

/** Imports the names check cannot see: `import x from`, `import * as x from`, `import x, { … } from`. */
function wholeImports(text: string, from: string): boolean {
  const quoted = from.replace(/[/.@]/g, '\\$&');
  return new RegExp(`import\\s+(?!type\\s)(\\*\\s+as\\s+\\w+|\\w+)\\s*(,[^;]*)?from\\s+'${quoted}'`).test(text);
}

describe('react-i18next and @tanstack/react-query facades', () => {
  it.each(FACADES)('the shared map provides $library from its facade', ({ library, file }) => {
    const config = shared as Record<string, { import?: string; singleton?: boolean }>;
    expect(config[library]?.import).toBe(path.join(ROOT, file));
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
