import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n.ts';
import { ToastProvider, useToast, type ToastOptions } from './Toast.tsx';

beforeAll(() => {
  initI18n();
});

afterEach(() => {
  vi.useRealTimers();
});

function Trigger(options: ToastOptions) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Mutasd
    </button>
  );
}

describe('Toast', () => {
  it('given show(), the message appears inside a polite live region', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger tone="success" title="Piszkozat mentve" message="A kérelem piszkozatként elmentve." />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Értesítések' });
    const live = region.querySelector('[aria-live]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Mutasd' }));
    expect(live).toHaveTextContent('Piszkozat mentveA kérelem piszkozatként elmentve.');
  });

  it('given the default 6 s, the toast disappears by itself after 6 s and not before', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger message="Import kész." />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Mutasd' }).click());
    act(() => {
      vi.advanceTimersByTime(5900);
    });
    expect(screen.getByText('Import kész.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Import kész.')).not.toBeInTheDocument();
  });

  it('given a custom duration of 0, the toast stays until closed with its close button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger tone="error" message="A mentés nem sikerült." duration={0} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Mutasd' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('A mentés nem sikerült.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Értesítés bezárása' }));
    expect(screen.queryByText('A mentés nem sikerült.')).not.toBeInTheDocument();
  });

  it('given useToast outside a ToastProvider, throws a helpful error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger message="x" />)).toThrow(/inside <ToastProvider>/);
  });
});
