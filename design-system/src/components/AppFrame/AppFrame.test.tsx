import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppFrame, appFrameClasses, type AppFrameProps } from './AppFrame.tsx';

function Frame(props: Partial<AppFrameProps>) {
  return (
    <AppFrame
      skipLabel="Ugrás a tartalomra"
      menuButtonLabel="Menü"
      menuLabel="Főmenü"
      menuId="side-menu"
      mainId="main"
      brand={
        <a href="#kezdo" className={appFrameClasses.brand}>
          Távollét
        </a>
      }
      badge="Tanár"
      headerEnd={<span>Kovács Anna</span>}
      menu={
        <ul className={appFrameClasses.menuList}>
          <li>
            <a href="#kezdo" className={appFrameClasses.menuLink}>
              Kezdőlap
            </a>
          </li>
        </ul>
      }
      {...props}
    >
      <h1>Oldal</h1>
    </AppFrame>
  );
}

// The button shows only below 48rem (the stylesheet hides it at jsdom's width): found by its text.
const menuButton = () => screen.getByText('Menü').closest('button')!;

describe('AppFrame', () => {
  it('has a banner with the product, badge and header end, a named navigation and the main area', () => {
    render(<Frame data-remote="mfe_x" />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Távollét');
    expect(banner).toHaveTextContent('Tanár');
    expect(banner).toHaveTextContent('Kovács Anna');
    expect(screen.getByRole('navigation', { name: 'Főmenü' })).toHaveAttribute('id', 'side-menu');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('main')).toHaveTextContent('Oldal');
    expect(screen.getByRole('link', { name: 'Ugrás a tartalomra' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner').parentElement).toHaveAttribute('data-remote', 'mfe_x');
  });

  it('the menu button opens the menu and focuses its first link; Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<Frame />);
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'side-menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('side-menu')).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('link', { name: 'Kezdőlap' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('a new closeMenuKey (a navigation) closes the open menu', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Frame closeMenuKey="/a" />);
    await user.click(menuButton());
    expect(document.getElementById('side-menu')).toHaveAttribute('data-open', 'true');
    rerender(<Frame closeMenuKey="/b" />);
    expect(document.getElementById('side-menu')).toHaveAttribute('data-open', 'false');
  });

  it('marks the main area busy while asked, and shows no badge when none is given', () => {
    render(<Frame busy badge={undefined} />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('banner')).not.toHaveTextContent('Tanár');
  });
});
