import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import shellTexts from '../../../i18n/hu.json';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteRoute } = await import('../components/remote-route.tsx');

initI18n();
registerNamespace('shell', shellTexts);

function HrApp({ role, basePath }: RemoteProps) {
  return <p>{`HR kész (${role}, ${basePath})`}</p>;
}

describe('RemoteRoute', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([{ name: 'mfe_hr', entry: '/remotes/mfe-hr/mf-manifest.json' }])),
    );
  });

  it('given a remote that fails once, shows the panel, and "Újrapróbálás" loads it again and renders it', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce({ default: HrApp });
    // Suspense with use(): the render must happen in an awaited act so React retries on settle.
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/app/hr']}>
          <RemoteRoute mount={{ name: 'mfe_hr', basePath: '/app/hr', role: 'hr' }} />
        </MemoryRouter>,
      );
    });

    await screen.findByText('A(z) HR modul nem tölthető be.');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);

    const retry = screen.getByRole('button', { name: 'Újrapróbálás' });
    await act(async () => {
      await userEvent.click(retry);
    });
    expect(await screen.findByText('HR kész (hr, /app/hr)')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
