// A remote's build keeps the content-hashed files of the release it replaces for a grace period
// (docs/architecture.md "Independent deploy"): a
// tab opened before the deploy still runs the old remoteEntry.js, whose lazy pages ask for the old
// names. They stay in dist/ (on disk, so every gateway serving that folder answers alike) until
// RELEASE_GRACE_MS after the build that replaced them; later builds delete them.
//
// `dist/.superseded.json` records when each kept file stopped being part of the current release
// (a hidden file: the gateway never serves it). Production builds only.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

/** How long a replaced release's hashed files stay: longer than a school day's open tab. */
const RELEASE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

const SUPERSEDED_JSON = '.superseded.json';

/** A content-hashed name, as the gateway's static hosting tells one (gateway/src/pages/static.ts). */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|svg|jpg|webp|map)$/;

/** The file a compressed copy belongs to. */
const original = (name: string) => name.replace(/\.(br|gz)$/, '');

type Superseded = Record<string, number>;

export class PreviousReleasePlugin {
  private superseded: Superseded = {};

  constructor(
    private readonly dist: string,
    private readonly graceMs = RELEASE_GRACE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * `output.clean.keep`: a hashed file of the release being replaced (not in the record yet) or
   * one replaced less than the grace period ago, with its compressed copies, and the record.
   */
  readonly keep = (file: string): boolean => {
    const name = original(path.isAbsolute(file) ? path.relative(this.dist, file) : file);
    if (name === SUPERSEDED_JSON) return true;
    if (!HASHED.test(name)) return false;
    const since = this.superseded[name];
    return since === undefined || this.now() - since < this.graceMs;
  };

  apply(compiler: Compiler): void {
    const readRecord = () => {
      try {
        this.superseded = JSON.parse(readFileSync(path.join(this.dist, SUPERSEDED_JSON), 'utf8')) as Superseded;
      } catch {
        this.superseded = {};
      }
    };
    compiler.hooks.beforeRun.tap('PreviousReleasePlugin', readRecord);
    compiler.hooks.watchRun.tap('PreviousReleasePlugin', readRecord);
    compiler.hooks.afterEmit.tap('PreviousReleasePlugin', (compilation) => {
      const current = new Set(compilation.getAssets().map((asset) => asset.name));
      const now = this.now();
      const next: Superseded = {};
      for (const entry of readdirSync(this.dist, { withFileTypes: true })) {
        if (!entry.isFile() || !HASHED.test(entry.name) || current.has(entry.name)) continue;
        next[entry.name] = this.superseded[entry.name] ?? now;
      }
      const record = path.join(this.dist, SUPERSEDED_JSON);
      if (Object.keys(next).length === 0) rmSync(record, { force: true });
      else writeFileSync(record, `${JSON.stringify(next, Object.keys(next).sort(), 2)}\n`);
      this.superseded = next;
    });
  }
}
