import clsx from 'clsx';
import type { ReactNode } from 'react';
import { ArrowRightIcon } from '../../internal/icons.tsx';
import styles from './Tile.module.css';

/** What `renderLink` receives: spread it onto the router's link (e.g. `<Link to={href} {...rest}>`). */
export interface TileLinkProps {
  /** The tile's target address. */
  href: string;
  /** The tile's class names; the link must carry them for the tile look. */
  className: string;
  /** Icon, texts and arrow of the tile. */
  children: ReactNode;
}

export interface TileProps {
  /** Main text of the tile, e.g. "Szabadságkérelem". */
  title: ReactNode;
  /** Target address (a path inside the app or a full URL). */
  href: string;
  /** One or two lines under the title. */
  description?: ReactNode;
  /** Decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  /** Extra content such as a Badge with a pending count. */
  meta?: ReactNode;
  /**
   * Renders the link element; pass the app router's Link so navigation stays client-side:
   * `renderLink={({ href, ...p }) => <Link to={href} {...p} />}`. Default: a plain <a>.
   */
  renderLink?: (props: TileLinkProps) => ReactNode;
  /** Extra class for layout. */
  className?: string;
}

export function Tile({ title, href, description, icon, meta, renderLink, className }: TileProps) {
  const children = (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {meta && <span className={styles.meta}>{meta}</span>}
      <ArrowRightIcon className={styles.arrow} />
    </>
  );
  const linkProps: TileLinkProps = { href, className: clsx(styles.tile, className), children };
  return renderLink ? renderLink(linkProps) : <a {...linkProps} />;
}
