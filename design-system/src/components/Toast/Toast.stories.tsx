import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, useToast, type ToastOptions } from './Toast.tsx';

const meta = {
  title: 'Components/Toast',
  tags: ['autodocs'],
  component: ToastProvider,
  args: { children: null },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A short confirmation after an action that needs no answer (draft deleted, request withdrawn); it disappears by itself. Not for errors the user must read or act on (use Alert), and never as the only place of important information.',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const samples: ToastOptions[] = [
  { tone: 'success', title: 'Piszkozat mentve', message: 'A kérelem piszkozatként elmentve.', duration: 0 },
  { tone: 'info', message: 'Az import ellenőrzése elkészült.', duration: 0 },
  { tone: 'warning', title: 'Figyelem', message: 'A kérelem meghaladja a keretet.', duration: 0 },
  { tone: 'error', title: 'Hiba', message: 'A kérelem rögzítése nem sikerült.', duration: 0 },
];

function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toasts.forEach((t) => toast.show(t));
  }, [toast, toasts]);
  return (
    <div style={{ padding: 24 }}>
      <Button
        variant="primary"
        onClick={() => toast.show({ tone: 'success', message: 'Mentve (6 másodperc múlva eltűnik).' })}
      >
        Új értesítés
      </Button>
    </div>
  );
}

export const AllTones: Story = {
  render: () => (
    <ToastProvider>
      <ShowOnMount toasts={samples} />
    </ToastProvider>
  ),
};

export const AutoDismiss: Story = {
  render: () => (
    <ToastProvider duration={6000}>
      <ShowOnMount toasts={[{ tone: 'success', message: 'A felhasználók importja sikeres volt.' }]} />
    </ToastProvider>
  ),
};
