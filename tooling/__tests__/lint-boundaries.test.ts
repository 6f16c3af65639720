// The layer rules of eslint.config.js (docs/architecture.md "Layers and dependency rules"), each
// proven on a deliberate violation next to an allowed import. The probes are linted as text under
// a path inside the zone; what they import are real files, so the resolver really resolves them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
let eslint: ESLint;

beforeAll(() => {
  // The probes are files that do not exist, so no tsconfig program holds them: these rules need
  // no types, and the promise rules (which do) have their own case below.
  eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });
});

type Finding = { line: number; ruleId: string | null; message: string };

/** Lints `lines` as the file `filePath` (relative to the root); line N of the result = lines[N-1]. */
async function lint(filePath: string, lines: string[]): Promise<Finding[]> {
  const [result] = await eslint.lintText(lines.join('\n') + '\n', { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((m) => ({ line: m.line, ruleId: m.ruleId, message: m.message }));
}

const rulesOn = (findings: Finding[], line: number) => findings.filter((f) => f.line === line).map((f) => f.ruleId);
const messagesOn = (findings: Finding[], line: number) => findings.filter((f) => f.line === line).map((f) => f.message);

/** The first source file under `dir`, found at run time so the test follows renames. */
function sourceFileIn(dir: string): string {
  const abs = path.join(ROOT, dir);
  const entries = readdirSync(abs, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const e of entries) {
    if (e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|stories|d)\.tsx?$/.test(e.name)) return `${dir}/${e.name}`;
  }
  for (const e of entries) {
    if (e.isDirectory() && e.name !== '__tests__') {
      try {
        return sourceFileIn(`${dir}/${e.name}`);
      } catch {
        // no source file down there; try the next folder
      }
    }
  }
  throw new Error(`no source file under ${dir}`);
}

/** `import '<specifier>'` from `fromFile` to `toFile`, both relative to the root. */
function relativeImport(fromFile: string, toFile: string): string {
  const rel = path.relative(path.dirname(fromFile), toFile).split(path.sep).join('/');
  return `import '${rel.startsWith('.') ? rel : `./${rel}`}';`;
}

/** A package-name import of a workspace file: `@tavollet/<pkg>/<path inside the package>`. */
const packageImport = (file: string) => `import '@tavollet/${file}';`;

/** Folders under `<app>/src/features/` (at least two, or the app is skipped). */
function featuresOf(app: string): string[] {
  try {
    return readdirSync(path.join(ROOT, app, 'src', 'features'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';

describe('layer boundaries', () => {
  it('given a remote, importing another remote or the shell fails lint (a)', async () => {
    const probe = 'mfe-hr/src/probe.ts';
    const teacherApp = sourceFileIn('mfe-teacher/src');
    const shellFile = sourceFileIn('shell/src');
    const found = await lint(probe, [
      relativeImport(probe, teacherApp),
      packageImport(sourceFileIn('mfe-leaders/src')),
      relativeImport(probe, shellFile),
      packageImport(shellFile),
      "import '@tavollet/contract/codes';",
      "import '@tavollet/design-system/lib/format-date';",
    ]);
    expect(rulesOn(found, 1)).toContain(PATHS);
    expect(rulesOn(found, 2)).toContain(IMPORTS);
    expect(rulesOn(found, 3)).toContain(PATHS);
    expect(rulesOn(found, 4)).toContain(IMPORTS);
    expect(rulesOn(found, 5)).toEqual([]);
    expect(rulesOn(found, 6)).toEqual([]);
  });

  it('given a remote, importing its own files is allowed (a)', async () => {
    const probe = 'mfe-teacher/src/probe.ts';
    const found = await lint(probe, [relativeImport(probe, sourceFileIn('mfe-teacher/src'))]);
    expect(found).toEqual([]);
  });

  it('given the shell, importing a remote fails lint (b)', async () => {
    const probe = 'shell/src/app/probe.ts';
    const found = await lint(probe, [
      relativeImport(probe, sourceFileIn('mfe-teacher/src')),
      packageImport(sourceFileIn('mfe-admin/src')),
      "import '@tavollet/design-system/components/Button/Button';",
    ]);
    expect(rulesOn(found, 1)).toContain(PATHS);
    expect(rulesOn(found, 2)).toContain(IMPORTS);
    expect(rulesOn(found, 3)).toEqual([]);
  });

  it('given the gateway, importing a front-end package fails lint (c)', async () => {
    const probe = 'gateway/src/routes/probe.ts';
    const found = await lint(probe, [
      relativeImport(probe, sourceFileIn('design-system/src/lib')),
      "import '@tavollet/design-system/lib/format-date';",
      relativeImport(probe, sourceFileIn('shell/src')),
      packageImport(sourceFileIn('mfe-teacher/src')),
      "import '@tavollet/contract/codes';",
    ]);
    expect(rulesOn(found, 1)).toContain(PATHS);
    // Both rules: the name is restricted, and the resolver follows the package's "exports" to
    // design-system/src/lib/format-date.ts, which lies in a restricted zone.
    expect(rulesOn(found, 2)).toEqual(expect.arrayContaining([IMPORTS, PATHS]));
    expect(rulesOn(found, 3)).toContain(PATHS);
    expect(rulesOn(found, 4)).toContain(IMPORTS);
    expect(rulesOn(found, 5)).toEqual([]);
  });

  it('given contract, importing anything but its own dependencies fails lint (d)', async () => {
    const probe = 'contract/src/domain/probe.ts';
    const found = await lint(probe, [
      "import 'react';",
      "import 'node:fs';",
      "import 'fs';",
      relativeImport(probe, sourceFileIn('design-system/src/lib')),
      "import '@tavollet/design-system/lib/format-date';",
      relativeImport(probe, sourceFileIn('gateway/src/models')),
      "import 'zod';",
      "import 'date-fns';",
      "import '../codes.ts';",
      "import './dates.ts';",
    ]);
    expect(rulesOn(found, 1)).toContain('import-x/no-extraneous-dependencies');
    expect(rulesOn(found, 2)).toContain(IMPORTS);
    expect(rulesOn(found, 3)).toContain(IMPORTS);
    expect(rulesOn(found, 4)).toContain(PATHS);
    expect(rulesOn(found, 5)).toContain(IMPORTS);
    expect(rulesOn(found, 6)).toContain(PATHS);
    for (const line of [7, 8, 9, 10]) expect(rulesOn(found, line)).toEqual([]);
  });

  it('given contract outside client/, a DOM global fails lint; inside client/ it is allowed (d)', async () => {
    const lines = ['export const here = window.location.href;', "export const el = document.getElementById('x');"];
    const domain = await lint('contract/src/domain/probe.ts', lines);
    expect(rulesOn(domain, 1)).toContain('no-restricted-globals');
    expect(rulesOn(domain, 2)).toContain('no-restricted-globals');
    expect(await lint('contract/src/client/probe.ts', lines)).toEqual([]);
  });

  it('given the design system, importing the shell, a remote or the gateway fails lint (e)', async () => {
    const probe = 'design-system/src/lib/probe.ts';
    const found = await lint(probe, [
      relativeImport(probe, sourceFileIn('shell/src')),
      relativeImport(probe, sourceFileIn('mfe-leaders/src')),
      relativeImport(probe, sourceFileIn('gateway/src/models')),
      packageImport(sourceFileIn('mfe-hr/src')),
      relativeImport(probe, sourceFileIn('design-system/src/lib')),
    ]);
    expect(rulesOn(found, 1)).toContain(PATHS);
    expect(rulesOn(found, 2)).toContain(PATHS);
    expect(rulesOn(found, 3)).toContain(PATHS);
    expect(rulesOn(found, 4)).toContain(IMPORTS);
    expect(rulesOn(found, 5)).toEqual([]);
  });

  const appsWithFeatures = ['shell', 'mfe-teacher', 'mfe-leaders', 'mfe-hr', 'mfe-admin'].filter(
    (app) => featuresOf(app).length >= 2,
  );
  it('at least one app has two features to test against (f)', () => {
    expect(appsWithFeatures.length).toBeGreaterThan(0);
  });

  it.each(appsWithFeatures)(
    'given a feature of %s, importing another feature fails lint; its own files and src/ may import features (f)',
    async (app) => {
      const [a, b] = featuresOf(app) as [string, string];
      const probe = `${app}/src/features/${a}/probe.ts`;
      const otherFeatureFile = sourceFileIn(`${app}/src/features/${b}`);
      const found = await lint(probe, [
        relativeImport(probe, otherFeatureFile),
        relativeImport(probe, sourceFileIn(`${app}/src/features/${a}`)),
      ]);
      expect(rulesOn(found, 1)).toContain(PATHS);
      expect(rulesOn(found, 2)).toEqual([]);

      const composer = `${app}/src/app/probe.ts`;
      expect(await lint(composer, [relativeImport(composer, otherFeatureFile)])).toEqual([]);
    },
  );

  it('given a gateway service, importing http/, routes/, pages/ or koa fails lint (g)', async () => {
    const probe = 'gateway/src/services/probe.ts';
    const found = await lint(probe, [
      relativeImport(probe, sourceFileIn('gateway/src/http')),
      "import 'koa';",
      "import '@koa/router';",
      "import 'koa-compress';",
      relativeImport(probe, sourceFileIn('gateway/src/models')),
      "import '@tavollet/contract/codes';",
      relativeImport(probe, sourceFileIn('gateway/src/routes')),
      relativeImport(probe, sourceFileIn('gateway/src/pages')),
      relativeImport(probe, sourceFileIn('gateway/src/domain')),
    ]);
    expect(rulesOn(found, 1)).toContain(PATHS);
    expect(rulesOn(found, 2)).toContain(IMPORTS);
    expect(rulesOn(found, 3)).toContain(IMPORTS);
    expect(rulesOn(found, 4)).toContain(IMPORTS);
    expect(rulesOn(found, 5)).toEqual([]);
    expect(rulesOn(found, 6)).toEqual([]);
    expect(rulesOn(found, 7)).toContain(PATHS);
    expect(rulesOn(found, 8)).toContain(PATHS);
    expect(rulesOn(found, 9)).toEqual([]);

    // The HTTP layer itself may use koa.
    expect(await lint('gateway/src/routes/probe.ts', ["import 'koa';"])).toEqual([]);
  });

  it("given the gateway's http/, importing a service, a route or page hosting fails lint; domain/ is allowed (g)", async () => {
    const probe = 'gateway/src/http/probe.ts';
    const found = await lint(probe, [
      relativeImport(probe, sourceFileIn('gateway/src/services')),
      relativeImport(probe, sourceFileIn('gateway/src/routes')),
      relativeImport(probe, sourceFileIn('gateway/src/pages')),
      relativeImport(probe, sourceFileIn('gateway/src/domain')),
      relativeImport(probe, sourceFileIn('gateway/src/auth')),
    ]);
    expect(rulesOn(found, 1)).toContain(PATHS);
    expect(rulesOn(found, 2)).toContain(PATHS);
    expect(rulesOn(found, 3)).toContain(PATHS);
    expect(rulesOn(found, 4)).toEqual([]);
    expect(rulesOn(found, 5)).toEqual([]);
  });

  it("given the gateway's pages/, routes/ and domain/, importing past their layer fails lint (g)", async () => {
    const pages = 'gateway/src/pages/probe.ts';
    const fromPages = await lint(pages, [
      relativeImport(pages, sourceFileIn('gateway/src/services')),
      relativeImport(pages, sourceFileIn('gateway/src/routes')),
      relativeImport(pages, sourceFileIn('gateway/src/http')),
    ]);
    expect(rulesOn(fromPages, 1)).toContain(PATHS);
    expect(rulesOn(fromPages, 2)).toContain(PATHS);
    expect(rulesOn(fromPages, 3)).toEqual([]);

    const routes = 'gateway/src/routes/probe.ts';
    const fromRoutes = await lint(routes, [
      relativeImport(routes, sourceFileIn('gateway/src/pages')),
      relativeImport(routes, sourceFileIn('gateway/src/db')),
      relativeImport(routes, sourceFileIn('gateway/src/services')),
      relativeImport(routes, sourceFileIn('gateway/src/http')),
    ]);
    expect(rulesOn(fromRoutes, 1)).toContain(PATHS);
    expect(rulesOn(fromRoutes, 2)).toContain(PATHS);
    expect(rulesOn(fromRoutes, 3)).toEqual([]);
    expect(rulesOn(fromRoutes, 4)).toEqual([]);

    const domain = 'gateway/src/domain/probe.ts';
    const fromDomain = await lint(domain, [
      relativeImport(domain, sourceFileIn('gateway/src/services')),
      relativeImport(domain, sourceFileIn('gateway/src/http')),
      relativeImport(domain, sourceFileIn('gateway/src/models')),
    ]);
    expect(rulesOn(fromDomain, 1)).toContain(PATHS);
    expect(rulesOn(fromDomain, 2)).toContain(PATHS);
    expect(rulesOn(fromDomain, 3)).toEqual([]);

    // Lower folders never reach back up: the database layer importing http/ fails.
    const db = 'gateway/src/db/probe.ts';
    expect(rulesOn(await lint(db, [relativeImport(db, sourceFileIn('gateway/src/http'))]), 1)).toContain(PATHS);
  });

  it('given another package, importing the embedded database anywhere but its entry fails lint (i)', async () => {
    const probe = 'gateway/src/db/probe.ts';
    const inside = sourceFileIn('embedded-mongo/src');
    const found = await lint(probe, [
      packageImport(inside),
      relativeImport(probe, inside),
      relativeImport(probe, 'embedded-mongo/src/index.ts'),
      "import '@tavollet/embedded-mongo';",
    ]);
    expect(rulesOn(found, 1)).toContain(IMPORTS);
    expect(messagesOn(found, 1)).toContainEqual(
      expect.stringContaining('Import the embedded database only through its entry, `@tavollet/embedded-mongo`.'),
    );
    expect(rulesOn(found, 2)).toEqual(expect.arrayContaining([IMPORTS, PATHS]));
    expect(rulesOn(found, 3)).toContain(IMPORTS);
    expect(rulesOn(found, 4)).toEqual([]);

    // The same for any other folder of the repo, e.g. the e2e suite.
    const e2e = await lint('e2e/probe.ts', [packageImport(inside), "import '@tavollet/embedded-mongo';"]);
    expect(rulesOn(e2e, 1)).toContain(IMPORTS);
    expect(rulesOn(e2e, 2)).toEqual([]);
  });

  it('given a gateway service, importing the embedded database at all fails lint (i)', async () => {
    const probe = 'gateway/src/services/probe.ts';
    const found = await lint(probe, [
      "import '@tavollet/embedded-mongo';",
      relativeImport(probe, sourceFileIn('embedded-mongo/src')),
      relativeImport(probe, sourceFileIn('gateway/src/db')),
    ]);
    expect(rulesOn(found, 1)).toEqual(expect.arrayContaining([IMPORTS, PATHS]));
    expect(rulesOn(found, 2)).toContain(PATHS);
    expect(rulesOn(found, 3)).toEqual([]);
  });

  it('given the embedded database, importing another workspace or an undeclared package fails lint (i)', async () => {
    const probe = 'embedded-mongo/src/probe.ts';
    const found = await lint(probe, [
      relativeImport(probe, sourceFileIn('gateway/src/models')),
      "import '@tavollet/contract/codes';",
      "import 'mongoose';",
      "import 'mingo';",
      relativeImport(probe, sourceFileIn('embedded-mongo/src')),
    ]);
    expect(rulesOn(found, 1)).toContain(PATHS);
    expect(rulesOn(found, 2)).toContain(IMPORTS);
    expect(rulesOn(found, 3)).toContain('import-x/no-extraneous-dependencies');
    expect(rulesOn(found, 4)).toEqual([]);
    expect(rulesOn(found, 5)).toEqual([]);
  });

  it('given two modules that import each other, lint reports the cycle (h)', async () => {
    // working-days.ts imports dates.ts; dates.ts importing working-days.ts back closes a cycle.
    const found = await lint('contract/src/domain/dates.ts', [
      "import { countWorkingDays } from './working-days.ts';",
      'export const probe = countWorkingDays;',
    ]);
    expect(rulesOn(found, 1)).toContain('import-x/no-cycle');

    // urgent.ts imports dates.ts too, but nothing imports urgent.ts back: no cycle.
    const oneWay = await lint('contract/src/domain/probe.ts', [
      "import { isUrgent } from './urgent.ts';",
      'export const probe = isUrgent;',
    ]);
    expect(rulesOn(oneWay, 1)).toEqual([]);
  });
});

describe('size limits', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`);

  it('given a source file over 300 lines, lint fails; a test file of that size is allowed', async () => {
    const over = await lint('contract/src/domain/probe.ts', lines(301));
    expect(over.map((f) => f.ruleId)).toContain('max-lines');
    expect(await lint('contract/src/domain/probe.test.ts', lines(301))).toEqual([]);
    expect(await lint('contract/src/domain/probe.ts', lines(300))).toEqual([]);
  });

  it('given a function over 120 lines, lint warns (does not fail)', async () => {
    const body = Array.from({ length: 121 }, (_, i) => `  total += ${i};`);
    const [result] = await eslint.lintText(
      ['export function long(): number {', '  let total = 0;', ...body, '  return total;', '}', ''].join('\n'),
      { filePath: path.join(ROOT, 'contract/src/domain/probe.ts') },
    );
    expect(result?.messages.map((m) => [m.ruleId, m.severity])).toEqual([['max-lines-per-function', 1]]);
  });
});

describe('promises', () => {
  it('given a promise nobody awaits, or an async callback where nothing awaits it, lint fails', async () => {
    // Linted as the text of a real file, so its tsconfig's program gives the types.
    const typed = new ESLint({ cwd: ROOT });
    const file = path.join(ROOT, sourceFileIn('contract/src/domain'));
    const code = [
      'const later = async (): Promise<void> => {};',
      'later();',
      '[1].forEach(async () => later());',
      'void later();',
      'export const probe = async (): Promise<void> => {',
      '  await later();',
      '};',
    ];
    const [result] = await typed.lintText(code.join('\n') + '\n', { filePath: file });
    const found = (result?.messages ?? []).map((m) => ({ line: m.line, ruleId: m.ruleId, message: m.message }));
    expect(rulesOn(found, 2)).toEqual(['@typescript-eslint/no-floating-promises']);
    expect(rulesOn(found, 3)).toEqual(['@typescript-eslint/no-misused-promises']);
    expect(found.filter((f) => f.line !== 2 && f.line !== 3)).toEqual([]);
  });
});
