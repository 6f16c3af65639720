import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { initI18n } from '../../i18n/i18n.ts';
import { BACKDROP_GRACE_MS, Dialog, type DialogProps } from './Dialog.tsx';

/** Lets the grace time after opening pass, as a person's later click would. */
const afterGrace = () => new Promise((resolve) => setTimeout(resolve, BACKDROP_GRACE_MS + 50));

beforeAll(() => {
  initI18n();
});

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Részletek
      </button>
      <Dialog open={open} onOpenChange={setOpen} {...props}>
        <Dialog.Title>Kérelem részletei</Dialog.Title>
        <Dialog.Body>
          <label>
            Megjegyzés <input />
          </label>
        </Dialog.Body>
        <Dialog.Actions>
          <button type="button" onClick={() => setOpen(false)}>
            Mégse
          </button>
          <button type="button">Jóváhagyás</button>
        </Dialog.Actions>
      </Dialog>
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Részletek' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('given it opens, it is a modal dialog named by its title and takes focus', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Kérelem részletei');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('given a Dialog, Escape closes it and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('given a click on the backdrop, it closes; a click inside the panel does not', async () => {
    const { user } = await openDialog();
    await afterGrace();
    await user.click(screen.getByText('Kérelem részletei'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a double click on the opener, its second click landing on the backdrop keeps the dialog open', async () => {
    const { user } = await openDialog();
    // The second click of the double click: the backdrop now covers the opener.
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given a press that began inside the panel and ended on the backdrop, the dialog stays open', async () => {
    const { user } = await openDialog();
    await afterGrace();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Kérelem részletei') },
      { target: screen.getByTestId('dialog-backdrop') },
      { keys: '[/MouseLeft]', target: screen.getByTestId('dialog-backdrop') },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given closeOnEscape and closeOnBackdropClick are off, neither closes it', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnEscape={false} closeOnBackdropClick={false} />);
    await user.click(screen.getByRole('button', { name: 'Részletek' }));
    await user.keyboard('{Escape}');
    await afterGrace();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given the "Bezárás" button, it closes and focus returns to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('given Tab on the last control, focus wraps to the first; Shift+Tab wraps back', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Bezárás' });
    const approve = screen.getByRole('button', { name: 'Jóváhagyás' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Megjegyzés' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(approve).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(approve).toHaveFocus();
  });

  it('given initialFocusRef, focuses that element on open', async () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onOpenChange={() => {}} initialFocusRef={ref}>
          <Dialog.Title>Törlés</Dialog.Title>
          <Dialog.Actions>
            <button type="button" ref={ref}>
              Mégse
            </button>
          </Dialog.Actions>
        </Dialog>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Mégse' })).toHaveFocus();
  });

  it('given Escape, the close button or the backdrop, it reports onOpenChange(false)', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <Dialog.Title>Törlés</Dialog.Title>
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    await afterGrace();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(onOpenChange.mock.calls).toEqual([[false], [false], [false]]);
  });

  it('given maxWidth 920, limits the panel to 920 px', () => {
    render(
      <Dialog open onOpenChange={() => {}} maxWidth={920}>
        <Dialog.Title>Új ütemezés</Dialog.Title>
      </Dialog>,
    );
    expect(screen.getByRole('dialog')).toHaveStyle({ maxWidth: '920px' });
  });

  it('given Dialog.Title outside a Dialog, throws a helpful error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Dialog.Title>Árva cím</Dialog.Title>)).toThrow(/must be used inside <Dialog>/);
  });
});
