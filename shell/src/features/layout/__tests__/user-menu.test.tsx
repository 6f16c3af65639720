import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import { setTheme } from '@tavollet/design-system/lib/theme';
import shellTexts from '../../../i18n/hu.json';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { UserMenu } from '../components/user-menu.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});
beforeEach(() => {
  localStorage.clear();
  setTheme('light');
});

const renderMenu = () =>
  render(
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>,
  );

describe('UserMenu', () => {
  it('given one role, offers theme, password, bug report and logout but no role switch', async () => {
    useSessionStore.setState({
      status: 'signedIn',
      user: { nev: 'Egy Szerep', email: 'e@s.hu', szerepkorok: ['hr'] },
      role: 'hr',
    });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Egy Szerep/ }));
    expect(screen.getByRole('link', { name: 'Jelszó módosítása' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hibajelentés' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kijelentkezés' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Szerepváltás' })).toBeNull();
  });

  it('given two roles, offers the role switch; Escape closes and returns focus', async () => {
    useSessionStore.setState({
      status: 'signedIn',
      user: { nev: 'Két Szerep', email: 'k@s.hu', szerepkorok: ['tanar', 'hr'] },
      role: 'hr',
    });
    renderMenu();
    const button = screen.getByRole('button', { name: /Két Szerep/ });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Szerepváltás' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Szerepváltás' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('given the theme item, toggles dark and stores it under "theme"', async () => {
    useSessionStore.setState({
      status: 'signedIn',
      user: { nev: 'Téma', email: 't@t.hu', szerepkorok: ['hr'] },
      role: 'hr',
    });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /Téma/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sötét téma' }));
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
