// sha256 of every file under a directory, keyed by relative path: "byte-identical" checks.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export async function hashDir(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const hashes = await Promise.all(
    files.map(
      async (file) =>
        [
          path.relative(dir, file),
          createHash('sha256')
            .update(await readFile(file))
            .digest('hex'),
        ] as const,
    ),
  );
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}
