import clsx from 'clsx';
import type { Ref } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import styles from './PageTitle.module.css';

export interface PageTitleProps {
  /** The screen's name, e.g. "Szabadságkérelem"; also the browser tab's title. */
  children: string;
  /** The tab's title when it should differ from the heading (e.g. a greeting as the heading). */
  documentTitle?: string;
  /** For aria-labelledby of the page's region. */
  id?: string;
  /** Extra class, for the page's own spacing. */
  className?: string;
  /** To move focus to the heading (give it tabIndex -1). */
  ref?: Ref<HTMLHeadingElement>;
  /** -1 lets a screen move focus to its heading (e.g. after a route change). */
  tabIndex?: number;
}

/**
 * The h1 of a screen, in the one heading scale of every page, and the browser tab's title
 * ("<title> – Távollét", lib/use-page-title). One per screen.
 */
export function PageTitle({ children, documentTitle, id, className, ref, tabIndex }: PageTitleProps) {
  usePageTitle(documentTitle ?? children);
  return (
    // A tab title other than the heading is named on the element too, for a server render, which
    // runs no effect (server/render-routes.tsx firstHeading).
    <h1
      id={id}
      ref={ref}
      tabIndex={tabIndex}
      className={clsx(styles.title, className)}
      data-document-title={documentTitle}
    >
      {children}
    </h1>
  );
}
