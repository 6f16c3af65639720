import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n.ts';
import { Alert } from './Alert.tsx';

beforeAll(() => {
  initI18n();
});

describe('Alert', () => {
  it('given an error, interrupts screen readers with role=alert named by its title', () => {
    render(
      <Alert tone="error" title="Hiba">
        A kérelem rögzítése nem sikerült.
      </Alert>,
    );
    const alert = screen.getByRole('alert', { name: 'Hiba' });
    expect(alert).toHaveTextContent('A kérelem rögzítése nem sikerült.');
  });

  it('given a warning, is also an alert; given info or success, is a polite status', () => {
    const { rerender } = render(<Alert tone="warning">Figyelem</Alert>);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(<Alert tone="info">Tudnivaló</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Tudnivaló');
    rerender(<Alert tone="success">Mentve</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Mentve');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('given onDismiss, shows a "Bezárás" button that calls it', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Alert tone="success" onDismiss={onDismiss}>
        Mentve
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('given no onDismiss, shows no close button', () => {
    render(<Alert>Tudnivaló</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('given actions, renders them inside the alert', () => {
    render(<Alert tone="error" actions={<button type="button">Újrapróbálás</button>} />);
    expect(screen.getByRole('alert')).toContainElement(screen.getByRole('button', { name: 'Újrapróbálás' }));
  });
});
