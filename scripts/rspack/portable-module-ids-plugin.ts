// Module ids that do not depend on the folder the repository was built in, so the same commit
// built in two folders gives the same bytes. rspack's deterministic ids hash a module's
// identifier with its absolute paths made relative, but only paths that stand alone between `|`
// and `!`: the federation plugin's consume and provide modules name their fallback inside the
// text (`consume shared module (default) react@^19 (strict) (fallback: /abs/node_modules/…)`),
// and its runtime entry is a `data:` URL that imports the bundler runtime by absolute path. These
// get their ids here, before rspack's deterministic ids (which leave a module with an id alone):
// the same scheme, a hash of the name modulo a range wide enough for every module of the build,
// of the name with the repository's folder taken out. (rspack 2.2 has no such hook for chunk ids:
// rspack.shared.ts numbers chunks in order instead.)
import { createHash } from 'node:crypto';
import type { Compiler, Module } from '@rspack/core';

/** The modules whose identifiers carry an absolute path that rspack does not make relative. */
const FEDERATION_MODULE = /^(consume shared module|provide shared module|data:)/;

/** In beforeModuleIds, `identifier` may be given as a string rather than as the method. */
const identifierOf = (module: Module): string => {
  const identifier = (module as unknown as { identifier: string | (() => string) }).identifier;
  return typeof identifier === 'function' ? identifier.call(module) : identifier;
};

export class PortableModuleIdsPlugin {
  /** `root`: the repository's folder, the part of every absolute path that differs between machines. */
  constructor(private readonly root: string) {}

  /** The identifier without the repository's folder (plain, and URL-encoded as in a `data:` URL). */
  private portableName(identifier: string): string {
    const name = identifier.split(this.root).join('').split(encodeURIComponent(this.root)).join('');
    // A `data:` module's identifier ends in a hash of its URL, which held the folder.
    return name.startsWith('data:') ? name.replace(/\|[0-9a-f]+$/, '') : name;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PortableModuleIdsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('PortableModuleIdsPlugin', (modules) => {
        const all = [...modules];
        // As rspack's deterministic ids: room for twenty times the modules, at least 3 digits.
        const range = 10 ** Math.max(3, Math.ceil(Math.log10(all.length * 20)));
        const named = all
          .map((module) => ({ module, identifier: identifierOf(module) }))
          .filter(({ identifier }) => FEDERATION_MODULE.test(identifier))
          .map(({ module, identifier }) => ({ module, name: this.portableName(identifier) }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const used = new Set<number>();
        for (const { module, name } of named) {
          for (let salt = 0; ; salt++) {
            const id = createHash('sha256').update(`${name}#${salt}`).digest().readUInt32BE(0) % range;
            if (used.has(id)) continue;
            used.add(id);
            (module as unknown as { id: number }).id = id;
            break;
          }
        }
      });
    });
  }
}
