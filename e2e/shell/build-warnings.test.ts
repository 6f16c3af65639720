// The production build prints no Node deprecation of our own making: Module Federation's manifest
// step resolves every `shared` key of mf.shared.ts (`@tavollet/contract/`, `react/`, …) with
// require.resolve, and a workspace `exports` pattern whose base is a prefix of that trailing-slash
// key (`"./*"`) made Node print DEP0155 once per app build (docs/architecture.md "Module
// Federation contract"). Runs the same resolution the build does, in a child Node process.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.ts';

const SCRIPT = `
import { createRequire } from 'node:module';
import { shared } from './mf.shared.ts';
const require = createRequire(import.meta.url);
const { SharedManager } = require('@module-federation/managers');
const manager = new SharedManager();
manager.init({ name: 'check', shared });
console.log(Object.keys(manager.normalizedOptions).join(','));
`;

describe('build: Node deprecations', () => {
  it('given the shared map of every app, resolving it as the build does prints no DEP0155', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('@tavollet/contract/');
    expect(run.stderr).not.toContain('DEP0155');
  });
});
