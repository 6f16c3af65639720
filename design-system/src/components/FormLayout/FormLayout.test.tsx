import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldStack, FormActions, FormStack } from './FormLayout.tsx';

describe('FormLayout', () => {
  it('FormStack is a form that sends its submit event; FormActions holds its buttons', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <FormStack aria-label="Belépés" onSubmit={onSubmit} noValidate>
        <FormActions>
          <button type="submit">Belépés</button>
        </FormActions>
      </FormStack>,
    );
    const form = screen.getByRole('form', { name: 'Belépés' });
    expect(form).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('FieldStack is not a form and keeps an extra class', () => {
    const { container } = render(
      <FieldStack className="extra">
        <input aria-label="Mező" />
      </FieldStack>,
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('extra');
  });
});
