import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../../i18n/i18n.ts';
import { TextArea } from './TextArea.tsx';

beforeAll(() => {
  initI18n();
});

describe('TextArea', () => {
  it('given a label, the textarea is named by it and accepts multi-line text', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Leírás" />);
    const box = screen.getByRole('textbox', { name: 'Leírás' });
    await user.type(box, 'első sor{Enter}második sor');
    expect(box).toHaveValue('első sor\nmásodik sor');
  });

  it('given maxLength and showCount, counts the characters typed so far', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextArea
          label="Megjegyzés"
          maxLength={100}
          showCount
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('0 / 100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Megjegyzés' }), 'Orvos');
    expect(screen.getByText('5 / 100')).toBeInTheDocument();
  });

  it('given an uncontrolled field with showCount, the count follows typing', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Megjegyzés" maxLength={100} showCount defaultValue="ab" />);
    expect(screen.getByText('2 / 100')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Megjegyzés' }), 'c');
    expect(screen.getByText('3 / 100')).toBeInTheDocument();
  });

  it('given an error, is invalid and described by it', () => {
    render(<TextArea label="Tárgy" error="A tárgy és a leírás megadása kötelező." />);
    const box = screen.getByRole('textbox', { name: 'Tárgy' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('A tárgy és a leírás megadása kötelező.');
  });
});
