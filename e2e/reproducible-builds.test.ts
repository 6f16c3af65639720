// The same commit built in two folders gives the same bytes only if no built file names the folder
// it was built in. The federation runtime's share data did (a shared module's `import` as an
// absolute path, mf.shared.ts), as would a `__filename` or a full module identifier. Reads every
// file the production builds wrote, their compressed copies aside (copies of files read here).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@tavollet/contract/remote-props';
import { assertBuilt, remoteDist, REPO_ROOT, SHELL_DIST } from './support/paths.ts';

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('production builds', () => {
  it('no built file contains the absolute path of the folder it was built in', () => {
    assertBuilt();
    const gatewayDist = path.join(REPO_ROOT, 'gateway', 'dist');
    const files = [SHELL_DIST, ...REMOTES.map((r) => remoteDist(r.folder)), gatewayDist].flatMap(builtFiles);
    // The server renderers' dot folders and the compiled gateway included.
    expect(files).toContain(path.join(gatewayDist, 'main.mjs'));
    expect(files.some((f) => f.includes(`${path.sep}.server${path.sep}`))).toBe(true);
    const naming = files.filter((f) => readFileSync(f).includes(REPO_ROOT)).map((f) => path.relative(REPO_ROOT, f));
    expect(naming).toEqual([]);
  });
});
