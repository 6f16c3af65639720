// The signed-in user's menu (staff-area.md §2 "User menu"): theme toggle, change password, role
// switch (only with more than one role), bug report, logout. A disclosure: Escape or a click
// outside closes it and Escape returns focus to its button.
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { appFrameClasses } from '@tavollet/design-system/components/AppFrame/AppFrame';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { toggleTheme, useTheme } from '@tavollet/design-system/lib/theme';
import { useLogout } from '../../../lib/session/hooks/use-logout.ts';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import styles from './app-layout.module.css';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const theme = useTheme();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user) return null;
  const close = () => setOpen(false);

  return (
    <div className={styles.userMenu} ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('userMenu.open', { name: user.nev })}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={styles.userName}>{user.nev}</span>
      </Button>
      {/* Rendered only while open, so the closed menu adds nothing to the page's text. */}
      {open && (
        <ul id={menuId} className={styles.userMenuList} aria-label={t('userMenu.label')}>
          <li>
            <button type="button" className={appFrameClasses.menuLink} onClick={toggleTheme}>
              {theme === 'dark' ? t('userMenu.themeToLight') : t('userMenu.themeToDark')}
            </button>
          </li>
          <li>
            <Link className={appFrameClasses.menuLink} to="/app/jelszo" onClick={close}>
              {t('userMenu.changePassword')}
            </Link>
          </li>
          {user.szerepkorok.length > 1 && (
            <li>
              <Link className={appFrameClasses.menuLink} to="/app/szerep" onClick={close}>
                {t('userMenu.switchRole')}
              </Link>
            </li>
          )}
          <li>
            <Link className={appFrameClasses.menuLink} to="/app/hiba-jelentes" onClick={close}>
              {t('userMenu.issueReport')}
            </Link>
          </li>
          <li>
            <button type="button" className={appFrameClasses.menuLink} onClick={() => void logout()}>
              {t('userMenu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
