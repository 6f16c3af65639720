import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { initI18n } from './i18n.ts';

// Own test file: it needs an i18next singleton that someone else initialised first.
function CloseLabel() {
  const { t } = useTranslation('common');
  return <span>{t('close')}</span>;
}

describe('initI18n on an instance initialised elsewhere', () => {
  it('given i18next was initialised without our texts or React binding, adds both', async () => {
    await i18next.init({ lng: 'hu', resources: { hu: { other: { x: 'y' } } } });
    expect(i18next.exists('common:close')).toBe(false);
    initI18n();
    expect(i18next.t('common:close')).toBe('Bezárás');
    render(<CloseLabel />);
    expect(screen.getByText('Bezárás')).toBeInTheDocument();
  });
});
