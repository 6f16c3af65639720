// The admin area's frame (admin-area.md §2 "Menu entries"): a header with the product and the
// signed-in admin, the side menu (kezdo … hibabejelentesek, the theme toggle and logout) that a
// "Menü" button opens on small screens, and the main area where the pages render. The frame
// itself is the design system's AppFrame, the same one the staff layout renders.
import { NavLink, Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppFrame, appFrameClasses } from '@tavollet/design-system/components/AppFrame/AppFrame';
import { toggleTheme, useTheme } from '@tavollet/design-system/lib/theme';
import { NS } from '../../../i18n/register.ts';
import { ADMIN_BASE, ADMIN_HOME, ADMIN_MENU } from '../../../lib/paths.ts';
import { useAdminSession } from '../../../lib/session/admin-session-store.ts';
import { useAdminLogout } from '../hooks/use-admin-logout.ts';
import styles from './admin-layout.module.css';

export function AdminLayout() {
  const { t } = useTranslation(NS);
  const admin = useAdminSession((s) => s.admin);
  const theme = useTheme();
  const logout = useAdminLogout();
  const { pathname } = useLocation();

  return (
    <AppFrame
      data-remote="mfe_admin"
      skipLabel={t('skipToContent')}
      menuButtonLabel={t('nav.menu')}
      menuLabel={t('nav.label')}
      menuId="admin-side-menu"
      mainId="admin-main"
      closeMenuKey={pathname}
      brand={
        <Link to={ADMIN_HOME} className={appFrameClasses.brand}>
          {t('productName')}
        </Link>
      }
      badge={t('area')}
      headerEnd={
        admin && (
          <span className={styles.admin} title={admin.email}>
            {t('nav.signedInAs', { name: admin.nev })}
          </span>
        )
      }
      menu={
        <>
          <ul className={appFrameClasses.menuList}>
            {ADMIN_MENU.map((item) => (
              <li key={item.path}>
                {/* `end`: on the routing page under the requests, only its own item is current. */}
                <NavLink to={`${ADMIN_BASE}/${item.path}`} end className={appFrameClasses.menuLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className={appFrameClasses.menuList}>
            <li>
              <button type="button" className={appFrameClasses.menuLink} onClick={toggleTheme}>
                {theme === 'dark' ? t('nav.themeToLight') : t('nav.themeToDark')}
              </button>
            </li>
            <li>
              <button type="button" className={appFrameClasses.menuLink} onClick={() => void logout()}>
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        </>
      }
    >
      <Outlet />
    </AppFrame>
  );
}
