import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('given a label, the input is named by it and typing reaches onChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Tárgy" value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Tárgy' });
    await user.type(input, 'Hiba a naptárban');
    expect(input).toHaveValue('Hiba a naptárban');
  });

  it('given a hint and an error, both describe the input and it is marked invalid', () => {
    render(<TextField label="E-mail" hint="A munkahelyi címed." error="Érvénytelen e-mail cím." />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A munkahelyi címed. Érvénytelen e-mail cím.');
  });

  it('given no error, the input is not marked invalid and has no description', () => {
    render(<TextField label="Név" />);
    const input = screen.getByRole('textbox', { name: 'Név' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('given required, the input is required and the marker is hidden from screen readers', () => {
    render(<TextField label="Jelszó" type="password" required />);
    const input = screen.getByLabelText(/Jelszó/);
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleName('Jelszó');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('given labelHidden, the label still names the input', () => {
    render(<TextField label="Keresés" type="search" labelHidden />);
    expect(screen.getByRole('searchbox', { name: 'Keresés' })).toBeInTheDocument();
  });
});
