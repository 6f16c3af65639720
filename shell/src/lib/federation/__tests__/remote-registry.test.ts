import { describe, expect, it, onTestFinished } from 'vitest';
import { forgetFailedShares, resolveEntries } from '../remote-registry.ts';

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

describe('forgetFailedShares', () => {
  it("given each instance's share scope, forgets only the downloads that failed, so the next loadShare downloads again", async () => {
    const failed = Promise.reject(new Error('Loading chunk 41 failed.'));
    failed.catch(() => undefined);
    const pending = new Promise(() => undefined);
    const done = Promise.resolve(() => ({}));
    const card = { loading: failed, loaded: false };
    const dialog = { loading: pending, loaded: false };
    const react = { loading: done, loaded: true };
    const remoteCard = { loading: failed, loaded: false };
    // The runtime's own global (imported with remote-registry.ts), with two instances added.
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: unknown[] } }).__FEDERATION__
      .__INSTANCES__;
    const added = [
      {
        shareScopeMap: {
          default: { Card: { '0.1.0': card }, Dialog: { '0.1.0': dialog }, react: { '19.3.1': react } },
        },
      },
      { shareScopeMap: { default: { Card: { '0.1.0': remoteCard } } } },
    ];
    instances.push(...added);
    onTestFinished(() => void instances.splice(instances.indexOf(added[0]), added.length));
    await forgetFailedShares();
    expect('loading' in card).toBe(false);
    expect('loading' in remoteCard).toBe(false);
    expect(dialog.loading).toBe(pending);
    expect(react.loading).toBe(done);
  });
});
