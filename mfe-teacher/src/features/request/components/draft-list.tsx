// The saved drafts beside the form (staff-area.md §2): each can be loaded back into the form or
// deleted (a real call here, after a confirmation; the spec only removed it locally).
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@tavollet/contract/api/teacher';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { NS } from '../../../i18n/register.ts';
import styles from './request-page.module.css';

export interface DraftListProps {
  drafts: Draft[];
  /** The draft currently in the form. */
  loadedId: number | null;
  onLoad: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
  /** The list's heading; focus lands here after a draft (and its buttons) is deleted. */
  titleRef?: RefObject<HTMLHeadingElement | null>;
}

export function DraftList({ drafts, loadedId, onLoad, onDelete, titleRef }: DraftListProps) {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.panel} aria-labelledby="teacher-drafts-title">
      <h2 id="teacher-drafts-title" ref={titleRef} tabIndex={-1} className={styles.sectionTitle}>
        {t('request.drafts.title')}
      </h2>
      {drafts.length === 0 ? (
        <p className={styles.muted}>{t('request.drafts.empty')}</p>
      ) : (
        <ul className={styles.drafts} aria-labelledby="teacher-drafts-title">
          {drafts.map((draft) => {
            const names = {
              type: t(`types.${draft.tipus_kod}`),
              from: formatDate(draft.kezdete),
              to: formatDate(draft.vege),
            };
            return (
              <li key={draft.kerelem_id} className={styles.draft} data-draft-id={draft.kerelem_id}>
                <div className={styles.draftText}>
                  <strong>{names.type}</strong>
                  {draft.kerelem_id === loadedId && <Badge tone="info">{t('request.drafts.loaded')}</Badge>}
                  <span>
                    {t('request.drafts.range', names)}
                    {' · '}
                    {t('request.drafts.workingDays', { count: draft.munkanapok_szama })}
                  </span>
                  {draft.megjegyzes && <span className={styles.muted}>{draft.megjegyzes}</span>}
                </div>
                <div className={styles.draftActions}>
                  <Button size="sm" onClick={() => onLoad(draft)} aria-label={t('request.drafts.loadLabel', names)}>
                    {t('request.drafts.load')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onDelete(draft)}
                    aria-label={t('request.drafts.deleteLabel', names)}
                  >
                    {t('request.drafts.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
