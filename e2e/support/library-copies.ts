// Which npm packages a page downloaded, and from which app's build: read from the
// `chunk-packages.json` each build writes beside its chunks (scripts/rspack/chunk-packages-plugin.ts).
// A package that arrives in the files of two apps is the same library downloaded twice.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_PACKAGES_JSON, PUBLIC_DIR, type ChunkPackages } from '@tavollet/contract/build-output';
import { REMOTES } from '@tavollet/contract/remote-props';
import { remoteDist, SHELL_DIST } from './paths.ts';

function readChunkPackages(dir: string): ChunkPackages {
  return JSON.parse(readFileSync(path.join(dir, CHUNK_PACKAGES_JSON), 'utf8')) as ChunkPackages;
}

/** The public pages' bundle, its own build in the shell's `dist/public/`. */
const PUBLIC_BUNDLE = 'shell-public';

/** App (`shell`, the public pages' bundle or a remote's folder) → file → packages, from the builds on disk. */
export function loadChunkPackages(): Map<string, ChunkPackages> {
  const apps = new Map<string, ChunkPackages>([
    ['shell', readChunkPackages(SHELL_DIST)],
    [PUBLIC_BUNDLE, readChunkPackages(path.join(SHELL_DIST, PUBLIC_DIR))],
  ]);
  for (const r of REMOTES) apps.set(r.folder, readChunkPackages(remoteDist(r.folder)));
  return apps;
}

/**
 * What a remote's file may hold although the shell has it too, and why: not counted as that
 * remote's copy. The builds list every module a concatenated module joined, so these show; neither
 * is a library an app chose to import twice.
 */
const REMOTE_COPIES_ALLOWED: { pkg: RegExp; file: RegExp; why: string }[] = [
  {
    pkg: /^@module-federation\/(error-codes|runtime|sdk|webpack-bundler-runtime)$/,
    file: /^remoteEntry\.js$/,
    why: "the container's bundler glue in its entry; the federation runtime itself ships once, in the shell (0006)",
  },
  {
    pkg: /^clsx$/,
    file: /./,
    why: "the design system's class-name joiner (about 200 bytes gzip), inlined into each component's own file",
  },
];

const allowedInRemote = (pkg: string, file: string) =>
  REMOTE_COPIES_ALLOWED.some((a) => a.pkg.test(pkg) && a.file.test(file));

/** Package → the apps whose files brought it, for the JS paths a page downloaded (REMOTE_COPIES_ALLOWED aside). */
export function packagesByApp(jsPaths: Iterable<string>, chunks: Map<string, ChunkPackages>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const pathname of jsPaths) {
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
    const publicFile = /^\/public\/(.+)$/.exec(pathname);
    const app = remote ? remote[1]! : publicFile ? PUBLIC_BUNDLE : 'shell';
    const file = remote ? remote[2]! : publicFile ? publicFile[1]! : pathname.replace(/^\//, '');
    for (const pkg of chunks.get(app)?.[file] ?? []) {
      if (remote && allowedInRemote(pkg, file)) continue;
      if (!found.has(pkg)) found.set(pkg, new Set());
      found.get(pkg)!.add(app);
    }
  }
  return found;
}

/** `zod (shell, mfe-admin)` for every package that came from more than one app. */
export function librariesDownloadedTwice(byApp: Map<string, Set<string>>): string[] {
  return [...byApp]
    .filter(([, apps]) => apps.size > 1)
    .map(([pkg, apps]) => `${pkg} (${[...apps].sort().join(', ')})`)
    .sort();
}
