// The screenshots of a report in the details dialog (admin-area.md §2 "Details modal": images with
// file names, loaded lazily). They exist only while the dialog is open and load with
// `loading="lazy"`; each opens full size in a new tab. An image that fails to load is logged and
// replaced by a small placeholder (admin-area.md §8 "Issues": "Image load error: logged only").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueImageRef } from '@tavollet/contract/api/admin-issues';
import { NS } from '../../../i18n/issues.ts';
import styles from './issues-page.module.css';

function IssueImage({ kep }: { kep: IssueImageRef }) {
  const { t } = useTranslation(NS);
  const [failed, setFailed] = useState(false);
  return (
    <figure className={styles.figure}>
      {failed ? (
        <div className={styles.imageFailed}>{t('issues.details.imageFailed')}</div>
      ) : (
        <a
          href={kep.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('issues.details.openImage', { name: kep.fajlnev })}
        >
          <img
            src={kep.url}
            alt={t('issues.details.imageAlt', { name: kep.fajlnev })}
            loading="lazy"
            decoding="async"
            className={styles.image}
            onError={() => {
              console.warn('issue image could not be loaded', kep.url);
              setFailed(true);
            }}
          />
        </a>
      )}
      <figcaption className={styles.caption}>{kep.fajlnev}</figcaption>
    </figure>
  );
}

export function IssueImages({ kepek }: { kepek: IssueImageRef[] }) {
  const { t } = useTranslation(NS);
  if (kepek.length === 0) return <p className={styles.muted}>{t('issues.details.noImages')}</p>;
  return (
    <ul className={styles.images}>
      {kepek.map((kep) => (
        <li key={kep.kep_id}>
          <IssueImage kep={kep} />
        </li>
      ))}
    </ul>
  );
}
