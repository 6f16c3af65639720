// One lint config for the whole workspace. The custom rule below keeps UI text out of JSX: every word
// a user reads comes from an i18next resource. The import rules enforce docs/architecture.md "Layers
// and dependency rules": dependencies point one way (shell and remotes -> design-system, contract;
// gateway -> contract, embedded-mongo's entry), no remote imports another remote or the shell, no
// feature imports another feature, services never touch HTTP or the embedded database.
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import globals from 'globals';

const noLiteralUiText = {
  selector: 'JSXText[value=/\\p{L}/u]',
  message: 'UI text belongs in an i18next resource file (t("...")), not literally in JSX.',
};
const noLiteralUiAttr = {
  selector: 'JSXAttribute[name.name=/^(title|placeholder|aria-label|alt|label)$/] > Literal[value=/\\p{L}/u]',
  message: 'UI text belongs in an i18next resource file (t("...")), not literally in JSX attributes.',
};

// ---------------------------------------------------------------------------------------------
// Layers. Read from the workspace list, so a new `mfe-*` workspace is a remote without editing
// this file, and a new `src/features/<name>/` folder is a feature the moment it exists.
const ROOT = import.meta.dirname;
const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const REMOTES = workspaces.filter((w) => w.startsWith('mfe-'));
const EMBEDDED = 'embedded-mongo';
const FRONT_ENDS = ['shell', ...REMOTES];
const LAYERS_DOC = 'See docs/architecture.md "Layers and dependency rules".';

/** Folder names under `<app>/src/features/`. */
function featuresOf(app) {
  try {
    return readdirSync(path.join(ROOT, app, 'src', 'features'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

const zone = (target, from, why) => ({ target, from, message: `${why} ${LAYERS_DOC}` });

// The gateway's parts, each a folder of gateway/src/: routes/ (one table per area) -> http/ (the
// API's plumbing) and services/; pages/ (page hosting) asks the API in process; services/ -> db/,
// models/, mail/, jobs/; domain/ (errors, the actor, clean text) is what they all share. app.ts
// composes them.
const gw = (...dirs) => dirs.map((d) => `gateway/src/${d}`);
const gatewayZones = [
  zone(
    gw('domain'),
    gw('http', 'pages', 'routes', 'services', 'auth', 'db', 'jobs', 'mail', 'monitoring', 'seed'),
    'domain/ is the vocabulary every gateway part shares: it imports only models/ and contract.',
  ),
  zone(
    gw('http'),
    gw('pages', 'routes', 'services', 'jobs', 'mail', 'seed'),
    "http/ is the API's plumbing: it knows no route, page or service (what they share is in domain/).",
  ),
  zone(
    gw('pages'),
    gw('routes', 'services', 'db', 'jobs', 'mail', 'seed'),
    'Page hosting asks the API in process (app.ts hands it the API); it never calls a route or a service itself.',
  ),
  zone(
    gw('routes'),
    gw('pages', 'db', 'models', 'jobs', 'mail', 'monitoring', 'seed'),
    'A route table calls services: the database, mail and jobs are theirs.',
  ),
  zone(
    gw('services'),
    gw('http', 'pages', 'routes'),
    'Services know nothing of HTTP: they take an actor and plain values and throw domain errors.',
  ),
  zone(
    gw('db', 'models', 'mail', 'jobs', 'monitoring', 'seed'),
    gw('http', 'pages', 'routes'),
    'What services build on never reaches back up to HTTP.',
  ),
];

const restrictedZones = [
  ...gatewayZones,
  ...REMOTES.map((remote) =>
    zone(
      remote,
      [...REMOTES.filter((r) => r !== remote), 'shell', 'gateway'],
      'A remote imports only design-system, contract and its own files (never another remote, the shell or the gateway).',
    ),
  ),
  zone('shell', [...REMOTES, 'gateway'], 'The shell knows no remote at build time and never imports the gateway.'),
  zone('gateway', ['shell', ...REMOTES, 'design-system'], 'The gateway imports only contract from the workspace.'),
  zone(
    'design-system',
    ['shell', ...REMOTES, 'gateway'],
    'The design system serves every front end and imports none of them.',
  ),
  zone(
    'contract',
    ['design-system', 'shell', ...REMOTES, 'gateway', EMBEDDED, 'e2e'],
    'Contract is the bottom layer: it imports no other workspace.',
  ),
  ...FRONT_ENDS.flatMap((app) =>
    featuresOf(app).map((feature) => ({
      ...zone(
        `${app}/src/features/${feature}`,
        `${app}/src/features`,
        'A feature never imports another feature: move what both need to src/lib or src/components, or compose them in src/app.',
      ),
      except: [`./${feature}`],
    })),
  ),
  // The embedded database is a package of its own with one public entry; it imports nobody.
  {
    ...zone(
      [...workspaces.filter((w) => w !== EMBEDDED), 'scripts', 'tooling'],
      EMBEDDED,
      'Other packages import the embedded database only through its entry, `@tavollet/embedded-mongo`.',
    ),
    except: ['./src/index.ts'],
  },
  zone(
    'gateway/src/services',
    EMBEDDED,
    'Services never import the embedded database: the caches get its write stamps as db/stamped-read-cache.ts `WriteStamps`.',
  ),
  zone(
    EMBEDDED,
    workspaces.filter((w) => w !== EMBEDDED),
    'The embedded database imports no other workspace.',
  ),
];

/** no-restricted-imports groups for workspace packages imported by name (`@tavollet/<x>/...`). */
const packageGroup = (names, why) => ({
  group: names.flatMap((n) => [`@tavollet/${n}`, `@tavollet/${n}/*`]),
  message: `${why} ${LAYERS_DOC}`,
});
/** Everywhere but inside it: `@tavollet/embedded-mongo` itself, never a path into the package. */
const embeddedEntryOnly = {
  group: [`@tavollet/${EMBEDDED}/*`, `**/${EMBEDDED}/**`],
  message: `Import the embedded database only through its entry, \`@tavollet/${EMBEDDED}\`. ${LAYERS_DOC}`,
};
const koaGroup = {
  group: ['koa', 'koa/*', '@koa/*', 'koa-*'],
  message: `Services know nothing of HTTP (no koa). ${LAYERS_DOC}`,
};
// Bare built-in names are exact `paths`: as gitignore-style patterns, `domain` would also match
// `../domain/dates.ts`.
const NO_BUILTINS = `Contract runs in the browser too: no Node built-ins. ${LAYERS_DOC}`;
const builtinGroup = { group: ['node:*'], message: NO_BUILTINS };
const builtinPaths = builtinModules.map((name) => ({ name, message: NO_BUILTINS }));
const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Globals a browser has and Node does not: contract code outside client/ runs on both sides.
const nodeGlobals = new Set([...Object.keys(globals.node), ...Object.keys(globals.builtin)]);
const domOnlyGlobals = [
  ...Object.keys(globals.browser).filter((g) => !nodeGlobals.has(g)),
  'navigator',
  'localStorage',
  'sessionStorage',
];
const noDomGlobals = [...new Set(domOnlyGlobals)].map((name) => ({
  name,
  message: `Contract code outside src/client/ runs in Node too: no DOM globals. ${LAYERS_DOC}`,
}));

const SOURCES = ['**/*.{ts,tsx,js,mjs,cjs}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/__tests__/**', '**/*.stories.{ts,tsx}', '**/test/**', 'e2e/**'];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'data/**', 'coverage/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Types for the promise rules below: each file is parsed in the program of the nearest
  // tsconfig.json that includes it (the root's own tsconfig.json for the root's files).
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } } },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits loses its error; one handed to a caller that ignores the result
      // (an event handler, a callback typed to return nothing) runs unchecked.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', noLiteralUiText, noLiteralUiAttr],
    },
  },
  {
    // Stories and tests may show sample text; the product's screens may not.
    files: ['**/*.stories.tsx', '**/*.test.tsx', '**/__tests__/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },

  // --- Layers and dependency rules -------------------------------------------------------------
  {
    // Workspace packages import each other as `@tavollet/<pkg>/<path>` ("exports" maps to src/):
    // Node resolution through the workspace symlinks, with the TypeScript extensions.
    files: SOURCES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      // One option list for the whole tree (a later block would replace it, not add to it);
      // each zone names the folder it applies to.
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: restrictedZones }],
      // Runtime cycles only (type-only imports are ignored); deep enough for any real chain
      // inside one package, shallow enough to keep `eslint .` fast.
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
    },
  },
  // Package-name imports (`@tavollet/<x>`): the same layers as the path zones above. Flat config
  // replaces a rule's options per block, so each folder gets its complete list here.
  {
    files: SOURCES,
    ignores: [`${EMBEDDED}/**`],
    rules: restrictImports(embeddedEntryOnly),
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: restrictImports(
      packageGroup(
        [...REMOTES.filter((r) => r !== remote), 'shell', 'gateway'],
        'A remote never imports another remote, the shell or the gateway.',
      ),
      embeddedEntryOnly,
    ),
  })),
  {
    files: ['shell/**'],
    rules: restrictImports(
      packageGroup([...REMOTES, 'gateway'], 'The shell never imports a remote or the gateway.'),
      embeddedEntryOnly,
    ),
  },
  {
    files: ['design-system/**'],
    rules: restrictImports(
      packageGroup(['shell', ...REMOTES, 'gateway'], 'The design system imports no app and no gateway.'),
      embeddedEntryOnly,
    ),
  },
  {
    files: ['gateway/**'],
    rules: restrictImports(
      packageGroup(['shell', ...REMOTES, 'design-system'], 'The gateway imports no front-end package.'),
      embeddedEntryOnly,
    ),
  },
  {
    files: ['gateway/src/services/**'],
    rules: restrictImports(
      packageGroup(['shell', ...REMOTES, 'design-system'], 'The gateway imports no front-end package.'),
      koaGroup,
      packageGroup(
        [EMBEDDED],
        'Services never import the embedded database: the caches get its write stamps as db/stamped-read-cache.ts `WriteStamps`.',
      ),
      embeddedEntryOnly,
    ),
  },
  {
    // Contract's own dependencies are the ones in contract/package.json, nothing else.
    files: ['contract/src/**'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinPaths,
          patterns: [
            builtinGroup,
            packageGroup(
              ['design-system', 'shell', ...REMOTES, 'gateway', EMBEDDED],
              'Contract imports no other workspace.',
            ),
          ],
        },
      ],
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [path.join(ROOT, 'contract')],
          devDependencies: false,
          optionalDependencies: false,
          peerDependencies: false,
          includeTypes: true,
        },
      ],
    },
  },
  {
    files: [`${EMBEDDED}/**`],
    rules: restrictImports(
      packageGroup(
        workspaces.filter((w) => w !== EMBEDDED),
        'The embedded database imports no other workspace.',
      ),
    ),
  },
  {
    // Its server's own dependencies are the ones in embedded-mongo/package.json.
    files: [`${EMBEDDED}/src/**`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(ROOT, EMBEDDED)], devDependencies: false, includeTypes: true },
      ],
    },
  },
  {
    files: ['contract/src/**'],
    ignores: ['contract/src/client/**'],
    rules: { 'no-restricted-globals': ['error', ...noDomGlobals] },
  },

  // --- Size: a file over 300 lines is usually two files; a function should fit on a screen. ---
  {
    files: SOURCES,
    ignores: TESTS,
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      // A warning: `npm run lint` shows it, tooling/lint.mjs (the test's Lint step) prints it
      // without failing: a screen component or a `describe` legitimately runs long.
      'max-lines-per-function': ['warn', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },

  // Formatting is Prettier's job: switch off every stylistic rule. Keep this last.
  eslintConfigPrettier,
);
