// The file picker speaks Hungarian: a "Képek kiválasztása" button over the real input, which
// keeps its label and takes the files.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../../../i18n/hu.json';
import { ScreenshotPicker } from '../components/screenshot-picker.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});

describe('screenshot picker button', () => {
  it('given the picker, shows a Hungarian button while the labelled file input takes the chosen files', async () => {
    const onAdd = vi.fn();
    render(
      <ScreenshotPicker
        images={[]}
        refusals={{ tooLarge: [], totalTooLarge: false }}
        onAdd={onAdd}
        onRemove={() => {}}
      />,
    );
    const button = screen.getByText('Képek kiválasztása');
    // Decoration only: screen readers meet the input itself.
    expect(button).toHaveAttribute('aria-hidden', 'true');
    const input = screen.getByLabelText('Képernyőképek');
    expect(input).toHaveAttribute('type', 'file');
    expect(input.parentElement).toBe(button.parentElement);
    const png = new File(['x'], 'lista.png', { type: 'image/png' });
    await userEvent.upload(input as HTMLInputElement, png);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
