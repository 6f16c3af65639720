// The signed-in area's frame (staff-area.md §2): header with the product name, a side menu that
// a "Menü" button opens on small screens, and the main area where pages and remotes render.
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import styles from './app-layout.module.css';

/** Menu entries; the role-aware menu (only the user's roles) comes with the session store. */
const MENU = [
  { to: '/app/tanar', key: 'nav.teacher' },
  { to: '/app/igazgato', key: 'nav.principal' },
  { to: '/app/igazgatohelyettes', key: 'nav.deputy' },
  { to: '/app/hr', key: 'nav.hr' },
  { to: '/app/szerep', key: 'nav.roles' },
  { to: '/app/jelszo', key: 'nav.password' },
  { to: '/app/hiba-jelentes', key: 'nav.issueReport' },
] as const;

export function AppLayout() {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  // While a route loader waits for a remote, the previous page stays: show that work is going on.
  const busy = useNavigation().state === 'loading';

  return (
    <div className={styles.frame}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <Button
          variant="ghost"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('nav.menu')}
        </Button>
        <Link to="/app/szerep" className={styles.brand}>
          {t('productName')}
        </Link>
      </header>
      <nav id="side-menu" className={styles.menu} data-open={menuOpen} aria-label={t('nav.label')}>
        <ul className={styles.menuList}>
          {MENU.map((item) => (
            <li key={item.to}>
              {/* A chosen item closes the small-screen menu. */}
              <NavLink to={item.to} className={styles.menuLink} onClick={() => setMenuOpen(false)}>
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
