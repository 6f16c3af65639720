import { describe, expect, it, vi } from 'vitest';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from '../error-plugin.ts';
import { RemoteUnavailableError } from '../remote-errors.ts';

type Args = Parameters<NonNullable<ReturnType<typeof remoteErrorPlugin>['errorLoadRemote']>>[0];
const origin = {} as ModuleFederation;

describe('remoteErrorPlugin', () => {
  it('given a failed loadRemote, logs the original error once and throws RemoteUnavailableError with it as cause', () => {
    const log = vi.fn();
    const plugin = remoteErrorPlugin(log);
    const cause = new Error('Failed to get manifest. #RUNTIME-003');
    const args: Args = { id: 'mfe_hr/App', error: cause, from: 'runtime', lifecycle: 'onLoad', origin };

    let thrown: unknown;
    try {
      void plugin.errorLoadRemote!(args);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteUnavailableError);
    expect((thrown as RemoteUnavailableError).remote).toBe('mfe_hr');
    expect((thrown as RemoteUnavailableError).cause).toBe(cause);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toBe(cause);
  });

  it('given the manifest step (reported again later by loadRemote), stays silent and lets the error through', () => {
    const log = vi.fn();
    const plugin = remoteErrorPlugin(log);
    const args: Args = {
      id: 'http://h/remotes/mfe-hr/mf-manifest.json',
      error: new Error('404'),
      from: 'runtime',
      lifecycle: 'afterResolve',
      origin,
    };
    expect(plugin.errorLoadRemote!(args)).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
  });
});
