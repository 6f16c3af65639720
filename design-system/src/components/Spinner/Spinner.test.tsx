import { render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/i18n.ts';
import { Spinner } from './Spinner.tsx';

beforeAll(() => {
  initI18n();
});

describe('Spinner', () => {
  it('given no label, announces the common "Betöltés…" text as a status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Betöltés…');
  });

  it('given a custom label, announces that instead', () => {
    render(<Spinner label="Kérelmek betöltése" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Kérelmek betöltése');
    expect(screen.queryByText('Betöltés…')).not.toBeInTheDocument();
  });

  it('given decorative, renders no status and is hidden from assistive technology', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
