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
    render(<RemoteErrorPanel remote="mfe_hr" kind="unavailable" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A(z) HR modul nem tölthető be.');
    await userEvent.click(screen.getByRole('button', { name: 'Újrapróbálás' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given a remote that crashed while rendering, names the failure differently', () => {
    render(<RemoteErrorPanel remote="mfe_teacher" kind="crashed" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A(z) Tanári modul működése közben hiba történt.');
  });
});
