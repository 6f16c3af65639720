import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '@tavollet/design-system/i18n/i18n';
import App from '../app.tsx';

initI18n();

describe('teacher remote', () => {
  it('given the teacher home, its two tiles lead to the request and history pages under the mount point', async () => {
    render(
      <MemoryRouter initialEntries={['/app/tanar']}>
        <Routes>
          <Route path="/app/tanar/*" element={<App user={null} role="tanar" basePath="/app/tanar" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Szabadság kérelem/ })).toHaveAttribute('href', '/app/tanar/keres');
    expect(screen.getByRole('link', { name: /Szabadság előzmények/ })).toHaveAttribute('href', '/app/tanar/elozmenyek');

    await userEvent.click(screen.getByRole('link', { name: /Szabadság előzmények/ }));
    expect(screen.getByText('A kérelmek listája hamarosan itt lesz.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vissza a tanári kezdőlapra' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tanári kezdőlap');
  });
});
