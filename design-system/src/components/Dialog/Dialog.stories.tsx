import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Components/Dialog',
  tags: ['autodocs'],
  component: Dialog,
  args: { open: true, onOpenChange: fn(), children: null },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A modal window that must be dealt with before going on: a request’s details, a reason for a rejection, a small form. For a yes/no question before a call use ConfirmDialog; not for messages that need no answer (use Alert or Toast) nor for long forms (give them a page).',
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Details: Story = {
  render: (args) => (
    <Dialog {...args}>
      <Dialog.Title>Kérelem részletei</Dialog.Title>
      <Dialog.Body>
        <p>Kiss Anna – rendes szabadság</p>
        <p>2026. 12. 01. – 2026. 12. 05. (5 munkanap)</p>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="danger">Elutasítás</Button>
        <Button variant="primary">Jóváhagyás</Button>
      </Dialog.Actions>
    </Dialog>
  ),
};

export const Wide: Story = {
  args: { maxWidth: 920 },
  render: (args) => (
    <Dialog {...args}>
      <Dialog.Title>Új ütemezés</Dialog.Title>
      <Dialog.Body>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Hosszú tartalom {i + 1}. sora, a törzs görgethető.</p>
        ))}
      </Dialog.Body>
      <Dialog.Actions>
        <Button>Mégse</Button>
        <Button variant="primary">Mentés</Button>
      </Dialog.Actions>
    </Dialog>
  ),
};

export const Saving: Story = {
  args: { closeOnEscape: false, closeOnBackdropClick: false, showCloseButton: false },
  render: (args) => (
    <Dialog {...args}>
      <Dialog.Title>Ütemezés módosítása</Dialog.Title>
      <Dialog.Body>
        <p>Mentés folyamatban, az ablak addig nem zárható be.</p>
      </Dialog.Body>
      <Dialog.Actions>
        <Button disabled>Mégse</Button>
        <Button variant="primary" loading>
          Mentés...
        </Button>
      </Dialog.Actions>
    </Dialog>
  ),
};

function InteractiveDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Részletek
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <Dialog.Title>Kérelem részletei</Dialog.Title>
        <Dialog.Body>
          <p>Escape, a háttérre kattintás vagy a Bezárás gomb bezárja.</p>
        </Dialog.Body>
        <Dialog.Actions>
          <Button onClick={() => setOpen(false)}>Mégse</Button>
        </Dialog.Actions>
      </Dialog>
    </div>
  );
}

export const Interactive: Story = { render: () => <InteractiveDemo /> };
