import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../../i18n/i18n.ts';
import { Combobox, filterOptions, foldText, type ComboboxOption } from './Combobox.tsx';

beforeAll(() => initI18n());

const options: ComboboxOption[] = [
  { value: '1', label: 'Kovács Anna', description: '71234567890' },
  { value: '2', label: 'Horváth Zoltán' },
  { value: '3', label: 'Kiss Gábor' },
];

function Harness({
  onValueChange = () => {},
  initial = null,
}: {
  onValueChange?: (v: string | null) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <Combobox
        label="Tanár"
        options={options}
        value={value}
        noResultsText="Nincs ilyen tanár."
        onValueChange={(v) => {
          setValue(v);
          onValueChange(v);
        }}
      />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Tanár' });

describe('Combobox', () => {
  it('given accents and capitals, folds them away for the search', () => {
    expect(foldText('  Kovács ÖRS ')).toBe('kovacs ors');
    expect(filterOptions(options, 'kovacs').map((o) => o.value)).toEqual(['1']);
    expect(filterOptions(options, 'HORVATH zolt').map((o) => o.value)).toEqual(['2']);
    expect(filterOptions(options, '7123').map((o) => o.value)).toEqual(['1']);
    expect(filterOptions(options, '')).toHaveLength(3);
  });

  it('given "kovacs" typed, lists Kovács Anna and Enter picks her', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Harness onValueChange={onValueChange} />);
    await user.type(input(), 'kovacs');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listed = screen.getAllByRole('option');
    expect(listed.map((o) => o.textContent)).toEqual(['Kovács Anna71234567890']);
    expect(input()).toHaveAttribute('aria-activedescendant', listed[0]!.id);
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('1');
    expect(input()).toHaveValue('Kovács Anna');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('given the keyboard, ArrowDown opens the whole list and ArrowUp wraps to the last option', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    const last = screen.getByRole('option', { name: 'Kiss Gábor' });
    expect(input()).toHaveAttribute('aria-activedescendant', last.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('3');
  });

  it('given an open list, Escape closes it; a second Escape clears the choice', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2" />);
    expect(input()).toHaveValue('Horváth Zoltán');
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveValue('Horváth Zoltán');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('given no match, says so; leaving the field puts back the chosen name', async () => {
    const user = userEvent.setup();
    render(<Harness initial="3" />);
    await user.clear(input());
    await user.type(input(), 'xyz');
    expect(screen.getByText('Nincs ilyen tanár.')).toHaveAttribute('role', 'status');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.tab();
    expect(input()).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('given a mouse, a click on an option picks it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'gab');
    await user.click(screen.getByRole('option', { name: 'Kiss Gábor' }));
    expect(input()).toHaveValue('Kiss Gábor');
    expect(input()).toHaveFocus();
  });

  it('given an error, the input is invalid and described by it', () => {
    render(
      <Combobox
        label="Tanár"
        options={options}
        value={null}
        onValueChange={() => {}}
        error="Válaszd ki a tanárt."
        required
      />,
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Válaszd ki a tanárt.');
  });
});
