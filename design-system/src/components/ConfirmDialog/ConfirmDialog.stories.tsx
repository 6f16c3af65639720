import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Components/ConfirmDialog',
  // fresh-page: each opens with the focus on Mégse (e2e/support/storybook.ts).
  tags: ['autodocs', 'fresh-page'],
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Felhasználó törlése',
    description: 'Biztosan törölni szeretnéd ezt a felhasználót: Kiss Anna (kiss.anna@iskola.hu)?',
    confirmLabel: 'Törlés',
    cancelLabel: 'Mégse',
    destructive: true,
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A yes/no question before a call: submit a request, withdraw it, delete a user, overwrite with a CSV file, approve the selected rows. Mégse has the focus, so Enter right after opening never confirms by accident; while the call runs (`busy`) nothing closes it. For a message that needs no decision use Alert or Toast; for a form use Dialog.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  args: {
    children: (
      <p>
        Ha a felhasználónak vannak szabadság-előzményei, azok a nevével megmaradnak a HR és a vezetők számára;
        bejelentkezni többé nem tud.
      </p>
    ),
  },
};

export const Submit: Story = {
  args: {
    title: 'Kérelem beküldése',
    destructive: false,
    confirmLabel: 'Igen, beküldöm',
    description: (
      <>
        <p>Szabadság: 2026. 12. 01. – 2026. 12. 05., 5 munkanap</p>
        <p>Idén eddig 2 alkalommal kértél távollétet, összesen 6 jóváhagyott vagy függőben lévő munkanapra.</p>
        <p>
          <strong>Biztosan beadod a kérelmet?</strong>
        </p>
      </>
    ),
  },
};

export const Busy: Story = {
  args: { busy: true },
};

export const WithFailure: Story = {
  args: {
    title: 'Kérelem törlése',
    description: 'Biztosan törlöd ezt a kérelmet? A művelet nem visszavonható.',
    failure: 'Törlés sikertelen.',
  },
};

export const WithField: Story = {
  args: {
    title: 'Kijelöltek jóváhagyása',
    destructive: false,
    confirmLabel: 'Igen, jóváhagyom',
    description: 'Biztosan jóváhagyod a kijelölt 3 kérelmet?',
    children: <TextArea label="Megjegyzés mindegyikhez (nem kötelező)" maxLength={100} showCount rows={2} />,
  },
};

function InteractiveDemo() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setOpen(false);
    }, 1500);
  };
  return (
    <div style={{ padding: 24 }}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Törlés
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={confirm}
        busy={busy}
        destructive
        title="Ütemezett email törlése"
        description="Biztosan törlöd? A művelet nem visszavonható."
        confirmLabel="Törlés"
      />
    </div>
  );
}

export const Interactive: Story = { render: () => <InteractiveDemo /> };
