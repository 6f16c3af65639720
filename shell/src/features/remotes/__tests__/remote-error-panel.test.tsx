import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../../../i18n/hu.json';
import { RemoteErrorPanel } from '../components/remote-error-panel.tsx';

initI18n();
registerNamespace('shell', shellTexts);

describe('RemoteErrorPanel', () => {
  it('given an unavailable HR remote, says so in Hungarian and "Újrapróbálás" calls onRetry', async () => {
    const onRetry = vi.fn();
    render(<RemoteErrorPanel remote="mfe_hr" error={new Error('x')} cause="server" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A(z) HR modul nem tölthető be.');
    expect(screen.getByRole('alert')).toHaveTextContent('A modul szervere nem adta ki a kért fájlt.');
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given a remote that crashed while rendering, names the failure differently', () => {
    render(<RemoteErrorPanel remote="mfe_teacher" error={new Error('x')} cause="crashed" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A(z) Tanári modul működése közben hiba történt.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('hálózati');
  });

  it('given a new release of the remote, offers "Új verzió érhető el" with a reload instead of a retry', () => {
    render(
      <RemoteErrorPanel remote="mfe_admin" error={new Error('x')} cause="new-version" onRetry={() => undefined} />,
    );
    expect(screen.getByText('Új verzió érhető el')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újratöltés' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
  });
});
