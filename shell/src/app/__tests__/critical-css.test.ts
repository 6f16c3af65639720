// The critical colours inlined in shell/index.html equal the design tokens they stand in for, so
// the first frame and the styled page agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const html = readFileSync(path.join(root, 'shell/index.html'), 'utf8');
const tokens = readFileSync(path.join(root, 'design-system/src/tokens/tokens.css'), 'utf8');

/** `--name: value` inside the token block whose selector matches. */
function token(block: RegExp, name: string): string {
  const body = block.exec(tokens)?.[1] ?? '';
  return new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? 'missing';
}

function inline(selector: string, property: string): string {
  const escaped = selector.replace(/[[\]'=]/g, (c) => `\\${c}`);
  const body = new RegExp(`${escaped}\\s*\\{([^}]*)\\}`).exec(html)?.[1] ?? '';
  return new RegExp(`\\b${property}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? 'missing';
}

const LIGHT = /:root\[data-theme='light'\]\s*\{([^}]*)\}/;
const DARK = /:root\[data-theme='dark'\]\s*\{([^}]*)\}/;

describe('critical colours in index.html', () => {
  it('match --color-bg and --color-text of each theme', () => {
    expect(inline('html', 'background')).toBe(token(LIGHT, '--color-bg'));
    expect(inline('html', 'color')).toBe(token(LIGHT, '--color-text'));
    expect(inline("html[data-theme='dark']", 'background')).toBe(token(DARK, '--color-bg'));
    expect(inline("html[data-theme='dark']", 'color')).toBe(token(DARK, '--color-text'));
    // The patterns found real values, not 'missing' on both sides.
    expect(token(DARK, '--color-bg')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
