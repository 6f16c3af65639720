import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePicker } from './FilePicker.tsx';

describe('FilePicker', () => {
  it('shows a Hungarian button while the labelled file input takes the chosen files', async () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="f">CSV fájl</label>
        <FilePicker id="f" buttonLabel="Fájl kiválasztása" accept=".csv" onChange={onChange} />
      </>,
    );
    const button = screen.getByText('Fájl kiválasztása');
    expect(button).toHaveAttribute('aria-hidden', 'true');
    const input = screen.getByLabelText('CSV fájl') as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('title', 'Fájl kiválasztása');
    expect(input.parentElement).toBe(button.parentElement);
    await userEvent.upload(input, new File(['a;b'], 'lista.csv', { type: 'text/csv' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input.files?.[0]?.name).toBe('lista.csv');
  });

  it('given disabled, takes no file', async () => {
    const onChange = vi.fn();
    render(<FilePicker aria-label="Fájl" buttonLabel="Fájl kiválasztása" disabled onChange={onChange} />);
    const input = screen.getByLabelText('Fájl') as HTMLInputElement;
    expect(input).toBeDisabled();
    await userEvent.upload(input, new File(['x'], 'a.csv'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
