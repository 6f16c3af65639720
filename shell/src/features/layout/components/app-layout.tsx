// The signed-in area's frame (staff-area.md §2): header with the product name, the active role
// and the user menu; the side menu of the active role, which a "Menü" button opens on small
// screens (focus moves into it, Escape closes it and returns focus to the button); the main
// area where pages and remotes render. The frame itself is the design system's AppFrame, the
// same one the admin area renders. Until the session check answers it shows a spinner, so a
// signed-out visitor never sees the frame before the guard sends them to `/`.
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppFrame, appFrameClasses } from '@tavollet/design-system/components/AppFrame/AppFrame';
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
  const { pathname } = useLocation();
  // While a route loader waits for a remote, the previous page stays: show that work is going on.
  const busy = useNavigation().state === 'loading';

  if (status !== 'signedIn') return <CenteredSpinner />;
  const entries = role ? ROLE_MENUS[role] : NO_ROLE_MENU;

  return (
    <AppFrame
      skipLabel={t('skipToContent')}
      menuButtonLabel={t('nav.menu')}
      menuLabel={t('nav.label')}
      menuId="side-menu"
      mainId="main"
      // Any navigation closes the small-screen menu.
      closeMenuKey={pathname}
      brand={
        <Link to={homeOf(role)} className={appFrameClasses.brand}>
          {t('productName')}
        </Link>
      }
      badge={role && t(`roles.${role}`)}
      headerEnd={<UserMenu />}
      menu={
        <ul className={appFrameClasses.menuList}>
          {entries.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={appFrameClasses.menuLink}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      }
      beforeMain={<div className={styles.progress} data-active={busy} aria-hidden="true" />}
      busy={busy}
    >
      <Outlet />
    </AppFrame>
  );
}
