// Reading the design tokens for the Foundations pages in Storybook (docs/architecture.md "Design
// system and Storybook"). Names come from tokens.css itself (imported as text at build time) and
// values from the browser at render time (getComputedStyle), so a renamed, removed or changed token
// shows on the pages as it is, never as a stale copy.
import tokensCss from '../tokens/tokens.css?raw';

export type ThemeName = 'light' | 'dark';
export const THEMES: readonly ThemeName[] = ['light', 'dark'];

/** Every custom property declared in tokens.css, in the order of the file, each once. */
export function tokenNames(prefix = '--'): string[] {
  const names = [...tokensCss.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].filter((n) => n.startsWith(prefix));
}

/** A token's value as declared for the current page (empty when the token does not exist). */
export function rawValue(name: string, element: Element = document.documentElement): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

/**
 * Runs `read` once per theme by switching `data-theme` on <html> (as lib/theme.ts does) and
 * putting the page's own theme back afterwards; style is recalculated synchronously on read.
 */
export function inEachTheme<T>(read: (theme: ThemeName) => T): Record<ThemeName, T> {
  const html = document.documentElement;
  const before = html.getAttribute('data-theme');
  try {
    const out = {} as Record<ThemeName, T>;
    for (const theme of THEMES) {
      html.setAttribute('data-theme', theme);
      out[theme] = read(theme);
    }
    return out;
  } finally {
    if (before === null) html.removeAttribute('data-theme');
    else html.setAttribute('data-theme', before);
  }
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

let probe: HTMLElement | null = null;

/** The colour a token resolves to, as the browser computes it; null when the token is missing. */
export function resolveColour(name: string): Rgba | null {
  if (!rawValue(name)) return null;
  if (!probe) {
    probe = document.createElement('span');
    probe.hidden = true;
    document.body.append(probe);
  }
  probe.style.color = '';
  probe.style.color = `var(${name})`;
  const parts =
    getComputedStyle(probe)
      .color.match(/[\d.]+/g)
      ?.map(Number) ?? [];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return { r, g, b, a };
}

export const toCss = (c: Rgba) => (c.a < 1 ? `rgb(${c.r} ${c.g} ${c.b} / ${Math.round(c.a * 100)}%)` : toHex(c));
const toHex = (c: Rgba) => `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** WCAG 2.x relative luminance. */
function luminance({ r, g, b }: Rgba): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** A translucent colour laid over an opaque one. */
function over(top: Rgba, below: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

/** WCAG contrast ratio of a foreground on a background (translucent foregrounds laid over it). */
function contrastRatio(foreground: Rgba, background: Rgba): number {
  const l1 = luminance(over(foreground, background));
  const l2 = luminance(background);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** A pair the product shows together and the ratio WCAG 2.2 AA asks of it. */
export interface ContrastPair {
  foreground: string;
  background: string;
  /** 4.5 for text, 3 for borders, icons and the focus ring (non-text contrast). */
  minimum: 4.5 | 3;
}

const text = (foreground: string, background: string): ContrastPair => ({ foreground, background, minimum: 4.5 });
const ui = (foreground: string, background: string): ContrastPair => ({ foreground, background, minimum: 3 });

/** The pairs the components use (tokens.css's header promises these ratios). */
const CONTRAST_PAIRS: readonly ContrastPair[] = [
  text('--color-text', '--color-bg'),
  text('--color-text', '--color-surface'),
  text('--color-text', '--color-surface-raised'),
  text('--color-text', '--color-surface-sunken'),
  text('--color-text', '--color-surface-hover'),
  text('--color-text-muted', '--color-bg'),
  text('--color-text-muted', '--color-surface'),
  text('--color-text-muted', '--color-surface-sunken'),
  text('--color-link', '--color-surface'),
  text('--color-link', '--color-bg'),
  text('--color-on-primary', '--color-primary'),
  text('--color-on-primary', '--color-primary-hover'),
  text('--color-text', '--color-primary-soft'),
  text('--color-on-danger', '--color-danger'),
  text('--color-on-danger', '--color-danger-hover'),
  text('--color-info', '--color-info-bg'),
  text('--color-success', '--color-success-bg'),
  text('--color-warning', '--color-warning-bg'),
  text('--color-danger-text', '--color-danger-bg'),
  text('--color-neutral', '--color-neutral-bg'),
  text('--color-day-t-text', '--color-day-t-bg'),
  text('--color-day-m-text', '--color-day-m-bg'),
  text('--color-day-s-text', '--color-day-s-bg'),
  ui('--color-border-strong', '--color-surface'),
  ui('--color-focus-ring', '--color-surface'),
  ui('--color-focus-ring', '--color-bg'),
  ui('--color-primary', '--color-surface'),
];

export interface MeasuredPair extends ContrastPair {
  /** null when either token is missing. */
  ratio: number | null;
}

/** Every pair measured in both themes. */
export function measurePairs(pairs: readonly ContrastPair[] = CONTRAST_PAIRS): Record<ThemeName, MeasuredPair[]> {
  return inEachTheme(() =>
    pairs.map((pair) => {
      const fg = resolveColour(pair.foreground);
      const bg = resolveColour(pair.background);
      return { ...pair, ratio: fg && bg ? contrastRatio(fg, bg) : null };
    }),
  );
}
