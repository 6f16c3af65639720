// What the browser apps get when they import `zod`: one shared copy for the whole page, holding
// only the builders the contract's schemas call (docs/architecture.md "Module Federation
// contract"). A shared module cannot be tree-shaken, and zod's `z` namespace re-exports every
// builder and every locale (~89 KB gzip); this object keeps the ones in use (~25 KB) and the
// bundler drops the rest.
//
// Node (the gateway, the tests) imports zod itself; only the Module Federation builds substitute
// this file (mf.shared.ts). `federation-facades.test.ts` fails when a source file calls a builder
// missing here. It takes them from `browser-zod.ts` (zod/v4, the same classic API, set
// "jitless" for the pages' Content-Security-Policy): a bare `zod` would resolve to this
// file again.
import {
  array,
  boolean,
  coerce,
  custom,
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
} from './browser-zod.ts';

export const z = {
  array,
  boolean,
  coerce,
  custom,
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
