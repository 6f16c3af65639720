import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n } from '../../i18n/i18n.ts';
import { Checkbox } from './Checkbox.tsx';
import { CheckboxGroup, type CheckboxOption } from './CheckboxGroup.tsx';

beforeAll(() => {
  initI18n();
});

describe('Checkbox', () => {
  it('given a click on its label or Space, toggles', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Kritikus" />);
    const box = screen.getByRole('checkbox', { name: 'Kritikus' });
    await user.click(screen.getByText('Kritikus'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('given indeterminate, shows the mixed state', () => {
    render(<Checkbox label="Összes" indeterminate readOnly />);
    expect(screen.getByRole('checkbox', { name: 'Összes' })).toBePartiallyChecked();
  });

  it('given an error, is invalid and described by it', () => {
    render(<Checkbox label="Elfogadom" error="Kötelező elfogadni." />);
    const box = screen.getByRole('checkbox', { name: 'Elfogadom' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Kötelező elfogadni.');
  });
});

const statuses: CheckboxOption[] = [
  { value: 'benyujtva', label: 'Benyújtva' },
  { value: 'jovahagyva', label: 'Jóváhagyva' },
  { value: 'elutasitva', label: 'Elutasítva' },
  { value: 'visszavonva', label: 'Visszavonva', disabled: true },
];

function Group({ initial, onValueChange }: { initial: string[]; onValueChange?: (v: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <CheckboxGroup
      legend="Státusz"
      options={statuses}
      value={value}
      showAllNone
      onValueChange={(next) => {
        onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('given a legend, the boxes form a group named by it', () => {
    render(<Group initial={[]} />);
    expect(screen.getByRole('group', { name: 'Státusz' })).toBeInTheDocument();
  });

  it('given a box is ticked, reports the selection in option order', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Group initial={['elutasitva']} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Benyújtva' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['benyujtva', 'elutasitva']);
    await user.click(screen.getByRole('checkbox', { name: 'Elutasítva' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['benyujtva']);
  });

  it('given "Mind", every enabled option is selected; given "Egyik sem", none (disabled ones keep their state)', async () => {
    const user = userEvent.setup();
    render(<Group initial={[]} />);
    await user.click(screen.getByRole('button', { name: 'Mind' }));
    expect(screen.getByRole('checkbox', { name: 'Benyújtva' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Jóváhagyva' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Elutasítva' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Visszavonva' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Egyik sem' }));
    expect(screen.getAllByRole('checkbox').filter((b) => (b as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('given the All/None buttons, they are described by the legend so several sets can be told apart', () => {
    render(<Group initial={[]} />);
    expect(screen.getByRole('button', { name: 'Mind' })).toHaveAccessibleDescription('Státusz');
  });
});
