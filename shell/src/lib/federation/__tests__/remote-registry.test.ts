import { describe, expect, it } from 'vitest';
import { resolveEntries } from '../remote-registry.ts';

describe('resolveEntries', () => {
  it('given relative and absolute entries, resolves the relative ones on the page origin', () => {
    const list = [
      { name: 'mfe_hr', entry: '/remotes/mfe-hr/mf-manifest.json' },
      { name: 'mfe_admin', entry: 'https://cdn.example.hu/admin/mf-manifest.json' },
    ];
    expect(resolveEntries(list, 'http://localhost:8080')).toEqual([
      { name: 'mfe_hr', entry: 'http://localhost:8080/remotes/mfe-hr/mf-manifest.json' },
      { name: 'mfe_admin', entry: 'https://cdn.example.hu/admin/mf-manifest.json' },
    ]);
  });

  it('given malformed items, skips them; given no list, throws', () => {
    expect(resolveEntries([{ name: 'x' }, null, { name: 'mfe_hr', entry: '/a.json' }], 'http://h')).toEqual([
      { name: 'mfe_hr', entry: 'http://h/a.json' },
    ]);
    expect(() => resolveEntries({ remotes: [] }, 'http://h')).toThrow(TypeError);
  });
});
