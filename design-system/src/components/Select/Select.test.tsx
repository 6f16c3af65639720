import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select.tsx';

const options = [
  { value: 'daily', label: 'Naponta' },
  { value: 'weekly', label: 'Hetente' },
  { value: 'monthly', label: 'Havonta', disabled: true },
];

describe('Select', () => {
  it('given options and a placeholder, the placeholder is selected first and a choice reaches onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select label="Gyakoriság" options={options} placeholder="Válassz…" onChange={(e) => onChange(e.target.value)} />,
    );
    const select = screen.getByRole('combobox', { name: 'Gyakoriság' });
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'weekly');
    expect(onChange).toHaveBeenCalledWith('weekly');
    expect(select).toHaveValue('weekly');
  });

  it('given a disabled option, it cannot be chosen', () => {
    render(<Select label="Gyakoriság" options={options} />);
    expect(screen.getByRole('option', { name: 'Havonta' })).toBeDisabled();
  });

  it('given an error, the select is invalid and described by the error', () => {
    render(<Select label="Típus" options={options} error="Válassz típust." required />);
    const select = screen.getByRole('combobox', { name: 'Típus' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Válassz típust.');
    expect(select).toBeRequired();
  });
});
