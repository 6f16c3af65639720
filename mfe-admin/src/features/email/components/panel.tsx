// A card with an h2 and optional actions for the e-mail screen's three parts. It is a plain box,
// not a labelled region: the remote's ids from useId can repeat ids of the shell's own React tree,
// which would give two landmarks the same name.
import type { ReactNode } from 'react';
import { Card } from '@tavollet/design-system/components/Card/Card';
import styles from './email-page.module.css';

export function Panel({
  title,
  actions,
  children,
  flush,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  flush?: boolean;
}) {
  return (
    <Card flush={flush}>
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
