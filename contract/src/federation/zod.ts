// What the browser apps get when they import `zod`: one shared copy for the whole page, holding
// only the builders the contract's schemas call (docs/architecture.md "Module Federation
// contract"; docs/decisions/0500-shared-library-facades.md). A shared module cannot be
// tree-shaken, and zod's `z` namespace re-exports every builder and every locale (~89 KB gzip);
// this object keeps the ones in use (~25 KB) and the bundler drops the rest.
//
// Node (the gateway, the tests) imports zod itself; the Module Federation builds substitute this
// file (mf.shared.ts), and the shell's public-page build aliases `zod` to it (shell/rspack.config.ts). `federation-facades.test.ts` fails when a source file calls a builder
// missing here. It imports `zod/v4` (the same classic API): a bare `zod` would resolve to this
// file again.
import {
  array,
  boolean,
  coerce,
  config,
  email,
  enum as enumOf,
  iso,
  literal,
  NEVER,
  null as nullValue,
  number,
  object,
  partialRecord,
  preprocess,
  strictObject,
  string,
  union,
  unknown,
} from 'zod/v4';

// The pages' Content-Security-Policy has no 'unsafe-eval' (gateway/src/http/security.ts), so
// zod's compiled object parsers can never run in the browser; without this, zod tries
// `new Function('')` at the first parse to find out, which the browser refuses and reports as a
// policy violation on every page. Set before any schema of the page parses (this module is
// the `zod` every browser build gets; e2e/shell/content-security-policy.test.ts).
config({ jitless: true });

export const z = {
  array,
  boolean,
  coerce,
  email,
  enum: enumOf,
  iso,
  literal,
  NEVER,
  null: nullValue,
  number,
  object,
  partialRecord,
  preprocess,
  strictObject,
  string,
  union,
  unknown,
};
