import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateField } from './DateField.tsx';

describe('DateField', () => {
  it('given a controlled value, shows it and reports changes as YYYY-MM-DD', () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('2026-11-22');
      return (
        <DateField
          label="Mettől"
          value={value}
          onValueChange={(v) => {
            onValueChange(v);
            setValue(v);
          }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Mettől');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-11-22');
    fireEvent.change(input, { target: { value: '2026-12-01' } });
    expect(onValueChange).toHaveBeenCalledWith('2026-12-01');
    expect(input).toHaveValue('2026-12-01');
  });

  it('given no min or max, limits the picker to 1900-01-01 .. 2099-12-31', () => {
    render(<DateField label="Dátum" />);
    const input = screen.getByLabelText('Dátum');
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toHaveAttribute('max', '2099-12-31');
  });

  it('given min and max, passes them to the input', () => {
    render(<DateField label="Első nap" min="2026-11-22" max="2027-08-31" />);
    const input = screen.getByLabelText('Első nap');
    expect(input).toHaveAttribute('min', '2026-11-22');
    expect(input).toHaveAttribute('max', '2027-08-31');
  });

  it('given an error, the input is invalid and described by it', () => {
    render(<DateField label="Meddig" error="A kezdődátum nem lehet későbbi, mint a záródátum." />);
    const input = screen.getByLabelText('Meddig');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A kezdődátum nem lehet későbbi, mint a záródátum.');
  });
});
