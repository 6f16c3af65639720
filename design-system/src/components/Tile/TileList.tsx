import { Children, isValidElement, type ReactNode } from 'react';
import styles from './Tile.module.css';

export interface TileListProps {
  /** The Tiles; each becomes one item of the list. */
  children: ReactNode;
}

/**
 * The tiles of a home page (staff-area.md §2: teacher, principal and deputy homes) as a list: as
 * many columns of at least 16rem as fit, one column on a 360 px screen. It keeps the space from
 * the intro text above it, so the homes need no layout of their own.
 */
export function TileList({ children }: TileListProps) {
  return (
    <ul className={styles.list}>
      {Children.toArray(children).map((tile, index) => (
        <li key={isValidElement(tile) && tile.key !== null ? tile.key : index}>{tile}</li>
      ))}
    </ul>
  );
}
