// The element around a remote's App (display: contents), which only names the area, for tests and
// the browser's inspector. The gateway's server render puts a remote's first screen into the same
// element (prerender/render-first-screen.tsx).
import type { ReactNode } from 'react';
import styles from './remote-area.module.css';

export function RemoteArea({ basePath, html, children }: { basePath: string; html?: string; children?: ReactNode }) {
  return (
    <div
      className={styles.area}
      data-remote-area={basePath}
      {...(html === undefined ? { children } : { dangerouslySetInnerHTML: { __html: html } })}
    />
  );
}
