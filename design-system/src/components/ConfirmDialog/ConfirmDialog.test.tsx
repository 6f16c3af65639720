import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../../i18n/i18n.ts';
import { BACKDROP_GRACE_MS } from '../Dialog/Dialog.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';

/** Lets the grace time after opening pass, as a person's later click would. */
const afterGrace = () => new Promise((resolve) => setTimeout(resolve, BACKDROP_GRACE_MS + 50));

beforeAll(() => {
  initI18n();
});

type Given = Partial<ConfirmDialogProps>;

function Harness({ onConfirm = () => {}, ...props }: Given) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Törlés: Kiss Anna
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={onConfirm}
        title="Felhasználó törlése"
        description="Biztosan törölni szeretnéd ezt a felhasználót: Kiss Anna?"
        confirmLabel="Törlés"
        {...props}
      />
    </>
  );
}

async function openDialog(props: Given = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Törlés: Kiss Anna' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('alertdialog') };
}

describe('ConfirmDialog', () => {
  it('given it opens, it is an alertdialog named by its title, described by its question, with Mégse focused', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName('Felhasználó törlése');
    expect(dialog).toHaveAccessibleDescription('Biztosan törölni szeretnéd ezt a felhasználót: Kiss Anna?');
    // Mégse is the common namespace's text when the caller gives none.
    expect(screen.getByRole('button', { name: 'Mégse' })).toHaveFocus();
  });

  it('given Enter right after opening, it cancels rather than confirms', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog({ onConfirm });
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('given the confirm button, calls onConfirm and leaves the closing to the caller', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Törlés' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('given Mégse, Escape or the close button, reports onOpenChange(false)', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        onConfirm={() => {}}
        title="Kérelem törlése"
        description="Biztosan törlöd ezt a kérelmet?"
        confirmLabel="Törlés"
        cancelLabel="Mégsem"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Mégsem' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    expect(onOpenChange.mock.calls).toEqual([[false], [false], [false]]);
  });

  it('given it closes, focus returns to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('given busy, the confirm button spins and neither Mégse, Escape nor the backdrop closes it; there is no close button', async () => {
    const onConfirm = vi.fn();
    const { user } = await openDialog({ busy: true, onConfirm });
    const confirm = screen.getByRole('button', { name: 'Törlés' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mégse' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Bezárás' })).toBeNull();
    await user.keyboard('{Escape}');
    await afterGrace();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('given a failure, shows it as an alert under the further content', async () => {
    await openDialog({ failure: 'Törlés sikertelen.', children: <p>Kiss Anna – szabadság</p> });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Törlés sikertelen.');
    const further = screen.getByText('Kiss Anna – szabadság');
    expect(further.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('given destructive, the confirm button has the danger look; otherwise the primary one', async () => {
    const { unmount } = render(
      <ConfirmDialog
        open
        destructive
        onOpenChange={() => {}}
        onConfirm={() => {}}
        title="T"
        description="D"
        confirmLabel="Igen"
      />,
    );
    expect(screen.getByRole('button', { name: 'Igen' }).className).toMatch(/danger/);
    unmount();
    render(
      <ConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} title="T" description="D" confirmLabel="Igen" />,
    );
    expect(screen.getByRole('button', { name: 'Igen' }).className).toMatch(/primary/);
  });
});
