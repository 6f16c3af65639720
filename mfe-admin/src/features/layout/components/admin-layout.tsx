// The admin area's frame (admin-area.md §2 "Menu entries"): a header with the product and the
// signed-in admin, the side menu (kezdo … hibabejelentesek, the theme toggle and logout) that a
// "Menü" button opens on small screens, and the main area where the pages render. Its own copy of
// the staff layout's approach: a remote never imports the shell.
import { useRef } from 'react';
import { NavLink, Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { toggleTheme, useTheme } from '@tavollet/design-system/lib/theme';
import { NS } from '../../../i18n/register.ts';
import { ADMIN_BASE, ADMIN_HOME, ADMIN_MENU } from '../../../lib/paths.ts';
import { useAdminSession } from '../../../lib/session/admin-session-store.ts';
import { useAdminLogout } from '../hooks/use-admin-logout.ts';
import { useSideMenu } from '../hooks/use-side-menu.ts';
import styles from './admin-layout.module.css';

export function AdminLayout() {
  const { t } = useTranslation(NS);
  const admin = useAdminSession((s) => s.admin);
  const theme = useTheme();
  const logout = useAdminLogout();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const menu = useSideMenu(buttonRef, menuRef);

  return (
    <div className={styles.frame} data-remote="mfe_admin">
      <a className={styles.skip} href="#admin-main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <Button
          ref={buttonRef}
          variant="ghost"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls="admin-side-menu"
          onClick={menu.toggle}
        >
          {t('nav.menu')}
        </Button>
        <Link to={ADMIN_HOME} className={styles.brand}>
          {t('productName')}
        </Link>
        <span className={styles.area}>{t('area')}</span>
        <span className={styles.spacer} />
        {admin && (
          <span className={styles.admin} title={admin.email}>
            {t('nav.signedInAs', { name: admin.nev })}
          </span>
        )}
      </header>
      <nav
        id="admin-side-menu"
        ref={menuRef}
        className={styles.menu}
        data-open={menu.open}
        aria-label={t('nav.label')}
        onBlur={menu.onBlur}
      >
        <ul className={styles.menuList}>
          {ADMIN_MENU.map((item) => (
            <li key={item.path}>
              <NavLink to={`${ADMIN_BASE}/${item.path}`} className={styles.menuLink}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className={styles.menuList}>
          <li>
            <button type="button" className={styles.menuLink} onClick={toggleTheme}>
              {theme === 'dark' ? t('nav.themeToLight') : t('nav.themeToDark')}
            </button>
          </li>
          <li>
            <button type="button" className={styles.menuLink} onClick={() => void logout()}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      </nav>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
