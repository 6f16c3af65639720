import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('teacher remote', () => {
  it('given the teacher home, its two tiles lead to the request and history pages under the mount point', async () => {
    fakeApi({ 'GET /api/user/teacher/history': { body: { ok: true, items: [], total: 0, next: null } } });
    renderApp('/app/tanar');
    expect(screen.getByRole('link', { name: /Szabadságkérelem/ })).toHaveAttribute('href', '/app/tanar/keres');
    expect(screen.getByRole('link', { name: /Szabadság előzmények/ })).toHaveAttribute('href', '/app/tanar/elozmenyek');

    await userEvent.click(screen.getByRole('link', { name: /Szabadság előzmények/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Szabadság előzmények');
    await userEvent.click(screen.getByRole('link', { name: 'Vissza a tanári kezdőlapra' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tanári kezdőlap');
  });

  it('given a signed-in user from the shell, the home greets them; without one it does not', () => {
    const { unmount } = renderApp('/app/tanar', {
      nev: 'Kovács Anna',
      email: 'kovacs.anna@demo.iskola.hu',
      szerepkorok: ['tanar'],
    });
    expect(screen.getByText('Szia, Kovács Anna!')).toBeInTheDocument();
    unmount();
    renderApp('/app/tanar');
    expect(screen.queryByText(/Szia/)).toBeNull();
  });

  it('given an unknown teacher path, says so under a heading and links home', () => {
    renderApp('/app/tanar/nincs-ilyen');
    expect(screen.getByRole('heading', { level: 1, name: 'Az oldal nem található' })).toBeInTheDocument();
    expect(screen.getByText('Ez az oldal nem található a tanári felületen.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a tanári kezdőlapra' })).toHaveAttribute('href', '/app/tanar');
  });
});
