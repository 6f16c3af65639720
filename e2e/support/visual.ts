// Visual regression (docs/architecture.md "Tests"; docs/decisions/0494-visual-regression.md): a
// screenshot is compared pixel by pixel with the committed baseline in e2e/visual/baselines/. PNGs
// are decoded with sharp (already a gateway dependency), so no image-diff package is needed.
// A pixel counts as changed when one of its channels moves by more than CHANNEL_TOLERANCE; any
// changed pixel fails, and the actual image and a diff image (changed pixels red over a faded copy
// of the baseline) are written to e2e/visual/diff/ (ignored by git).
// `UPDATE_SNAPSHOTS=1` writes the screenshots as the new baselines instead of comparing.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from './paths.ts';

const BASELINE_DIR = path.join(REPO_ROOT, 'e2e', 'visual', 'baselines');
const DIFF_DIR = path.join(REPO_ROOT, 'e2e', 'visual', 'diff');
const UPDATING = process.env['UPDATE_SNAPSHOTS'] === '1';

/** Rendering on one machine is exact; this only absorbs rounding in colour conversion. */
const CHANNEL_TOLERANCE = 8;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Lossless, smaller than Chromium's own PNGs: baselines stay light in the repository. */
function compact(png: Buffer): Promise<Buffer> {
  return sharp(png).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
}

/** Whether the pixel at byte offset `i` differs between two images of one size. */
function pixelMoved(a: Raw, b: Raw, i: number): boolean {
  for (let c = 0; c < 4; c++)
    if (Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)) > CHANNEL_TOLERANCE) return true;
  return false;
}

/** How many pixels differ between two screenshots (all of them when their sizes differ). */
export async function changedPixels(pngA: Buffer, pngB: Buffer): Promise<number> {
  const [a, b] = await Promise.all([decode(pngA), decode(pngB)]);
  if (a.width !== b.width || a.height !== b.height) return Math.max(a.width * a.height, b.width * b.height);
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) if (pixelMoved(a, b, i)) changed++;
  return changed;
}

export interface VisualResult {
  /** Why the screenshot does not match, or null when it does (or when the baseline was written). */
  failure: string | null;
}

/**
 * Compares `png` with the baseline `<suite>/<name>.png`, or writes it when updating. Returns a
 * failure message naming the files to look at; never throws for a mismatch.
 */
export async function matchBaseline(suite: string, name: string, png: Buffer): Promise<VisualResult> {
  const file = path.join(BASELINE_DIR, suite, `${name}.png`);
  const diffBase = path.join(DIFF_DIR, suite, name);
  rmSync(`${diffBase}.actual.png`, { force: true });
  rmSync(`${diffBase}.diff.png`, { force: true });
  if (UPDATING) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await compact(png));
    return { failure: null };
  }
  const rel = (p: string) => path.relative(REPO_ROOT, p);
  const writeActual = () => {
    mkdirSync(path.dirname(diffBase), { recursive: true });
    writeFileSync(`${diffBase}.actual.png`, png);
  };
  if (!existsSync(file)) {
    writeActual();
    return {
      failure:
        `no baseline ${rel(file)} (screenshot in ${rel(diffBase)}.actual.png). ` +
        'If the new picture is right: UPDATE_SNAPSHOTS=1 npm run test:visual',
    };
  }
  const [expected, actual] = await Promise.all([decode(readFileSync(file)), decode(png)]);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeActual();
    return {
      failure:
        `size changed: baseline ${expected.width}×${expected.height}, now ${actual.width}×${actual.height} ` +
        `(${rel(diffBase)}.actual.png)`,
    };
  }
  const diff = Buffer.alloc(expected.data.length);
  let changed = 0;
  let firstX = -1;
  let firstY = -1;
  for (let i = 0; i < expected.data.length; i += 4) {
    if (pixelMoved(expected, actual, i)) {
      if (changed === 0) {
        firstX = (i / 4) % expected.width;
        firstY = Math.floor(i / 4 / expected.width);
      }
      changed++;
      diff.set([255, 0, 0, 255], i);
    } else {
      // A faded grey copy of the baseline, so the red pixels can be placed.
      const grey =
        0.299 * (expected.data[i] ?? 0) + 0.587 * (expected.data[i + 1] ?? 0) + 0.114 * (expected.data[i + 2] ?? 0);
      const faded = Math.round(255 - (255 - grey) * 0.25);
      diff.set([faded, faded, faded, 255], i);
    }
  }
  if (changed === 0) return { failure: null };
  writeActual();
  await sharp(diff, { raw: { width: expected.width, height: expected.height, channels: 4 } })
    .png()
    .toFile(`${diffBase}.diff.png`);
  const share = ((changed / (expected.width * expected.height)) * 100).toFixed(2);
  return {
    failure:
      `${changed} pixels changed (${share} %), first at x=${firstX} y=${firstY}; ` +
      `see ${rel(diffBase)}.diff.png and .actual.png. If the change is intended: UPDATE_SNAPSHOTS=1 npm run test:visual`,
  };
}
