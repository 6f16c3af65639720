import clsx from 'clsx';
import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { useSideMenu } from './use-side-menu.ts';
import styles from './AppFrame.module.css';

/** Classes for what an area puts into the frame: its product link and its menu's lists and entries. */
export const appFrameClasses = {
  brand: styles.brand,
  menuList: styles.menuList,
  menuLink: styles.menuLink,
} as const;

export interface AppFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The skip link's text, e.g. "Ugrás a tartalomra". */
  skipLabel: string;
  /** The small-screen menu button's text, e.g. "Menü". */
  menuButtonLabel: string;
  /** The side menu's accessible name. */
  menuLabel: string;
  /** The id of the side menu (the menu button controls it). */
  menuId: string;
  /** The id of the main area (the skip link's target). */
  mainId: string;
  /** The product link (give it `appFrameClasses.brand`). */
  brand: ReactNode;
  /** A small tag after the product, e.g. the active role; hidden on the narrowest screens. */
  badge?: ReactNode;
  /** The right end of the header, e.g. the user menu. */
  headerEnd?: ReactNode;
  /** The side menu's lists (`appFrameClasses.menuList` with `appFrameClasses.menuLink` entries). */
  menu: ReactNode;
  /** Whenever this changes (the path after a navigation), the small-screen menu closes. */
  closeMenuKey?: unknown;
  /** Shown between the menu and the main area, e.g. a progress bar. */
  beforeMain?: ReactNode;
  /** The main area's aria-busy. */
  busy?: boolean;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of a signed-in area (the staff layout and the admin area): a skip link, a header
 * (banner) with the product, a badge and the header's end, the side menu (navigation) that a
 * "Menü" button opens over the page below 48rem, and the main area.
 */
export function AppFrame({
  skipLabel,
  menuButtonLabel,
  menuLabel,
  menuId,
  mainId,
  brand,
  badge,
  headerEnd,
  menu,
  closeMenuKey,
  beforeMain,
  busy,
  children,
  className,
  ...rest
}: AppFrameProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const side = useSideMenu(closeMenuKey, buttonRef, menuRef);
  return (
    <div {...rest} className={clsx(styles.frame, className)}>
      <a className={styles.skip} href={`#${mainId}`}>
        {skipLabel}
      </a>
      <header className={styles.header}>
        <Button
          ref={buttonRef}
          variant="ghost"
          className={styles.menuButton}
          aria-expanded={side.open}
          aria-controls={menuId}
          onClick={side.toggle}
        >
          {menuButtonLabel}
        </Button>
        {brand}
        {badge && <span className={styles.badge}>{badge}</span>}
        <span className={styles.spacer} />
        {headerEnd}
      </header>
      <nav
        id={menuId}
        ref={menuRef}
        className={styles.menu}
        data-open={side.open}
        aria-label={menuLabel}
        onBlur={side.onBlur}
      >
        {menu}
      </nav>
      {beforeMain}
      <main id={mainId} className={styles.main} tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
    </div>
  );
}
