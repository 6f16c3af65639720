// The signed-in area's frame (staff-area.md §2): header with the product name, the active role
// and the user menu; the side menu of the active role, which a "Menü" button opens on small
// screens (focus moves into it, Escape closes it and returns focus to the button); the main
// area where pages and remotes render. Until the session check answers it shows a spinner, so a
// signed-out visitor never sees the frame before the guard sends them to `/`.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { homeOf } from '../../../lib/session/role-homes.ts';
import { NO_ROLE_MENU, ROLE_MENUS } from '../role-menus.ts';
import { UserMenu } from './user-menu.tsx';
import styles from './app-layout.module.css';

export function AppLayout() {
  const { t } = useTranslation('shell');
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.role);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // While a route loader waits for a remote, the previous page stays: show that work is going on.
  const busy = useNavigation().state === 'loading';

  // Any navigation closes the small-screen menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    menuRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  if (status !== 'signedIn') return <CenteredSpinner />;
  const entries = role ? ROLE_MENUS[role] : NO_ROLE_MENU;

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <Button
          ref={menuButtonRef}
          variant="ghost"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('nav.menu')}
        </Button>
        <Link to={homeOf(role)} className={styles.brand}>
          {t('productName')}
        </Link>
        {role && <span className={styles.role}>{t(`roles.${role}`)}</span>}
        <span className={styles.spacer} />
        <UserMenu />
      </header>
      <nav
        id="side-menu"
        ref={menuRef}
        className={styles.menu}
        data-open={menuOpen}
        aria-label={t('nav.label')}
        // The small-screen menu covers the page: when the keyboard leaves it (Tab past the last
        // link), close it rather than move focus onto content hidden behind it.
        onBlur={(e) => {
          const next = e.relatedTarget as Node | null;
          if (menuOpen && next && !e.currentTarget.contains(next) && next !== menuButtonRef.current) setMenuOpen(false);
        }}
      >
        <ul className={styles.menuList}>
          {entries.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={styles.menuLink}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.progress} data-active={busy} aria-hidden="true" />
      <main id="main" className={styles.main} tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
    </div>
  );
}
