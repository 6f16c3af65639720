// zod as every browser build runs it: "jitless". The pages' Content-Security-Policy has no
// 'unsafe-eval' (gateway/src/http/security.ts), so zod's compiled object parsers can never run in
// the browser. Without this setting zod tries `new Function('')` when it builds its first object
// schema, which the browser refuses and reports as a policy violation on every page. It is made
// when this module loads, so before any module importing it builds a schema. The shared facade
// (zod.ts) takes its builders from here; the public pages' build, which shares nothing, aliases
// `zod` to this file (shell/rspack.config.ts). Node (the gateway, the tests) imports zod itself.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
