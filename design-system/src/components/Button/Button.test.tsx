import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n.ts';
import { Button } from './Button.tsx';

beforeAll(() => {
  initI18n();
});

describe('Button', () => {
  it('given a click, Enter or Space, calls onClick each time', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Mentés</Button>);
    const button = screen.getByRole('button', { name: 'Mentés' });
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('given no type, is a plain button so it never submits a surrounding form', () => {
    render(<Button>Mégse</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('given loading, is busy, keeps focus and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Küldés
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Küldés' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    await user.tab({ shift: true });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given disabled, cannot be clicked or focused', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Törlés
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    await user.tab();
    expect(screen.getByRole('button')).not.toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given a ref, exposes the native button element', () => {
    let node: HTMLButtonElement | null = null;
    render(<Button ref={(el) => void (node = el)}>OK</Button>);
    expect(node).toBeInstanceOf(HTMLButtonElement);
  });
});
