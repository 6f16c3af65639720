// The events (admin-area.md §2 "/admin/kezdo": id, time, level info/warn/error, text), newest
// first as the server sends them: the time in Hungarian (Budapest), the level as a badge, the
// text, and which server wrote it.
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@tavollet/design-system/components/Badge/Badge';
import { formatDateTime } from '@tavollet/design-system/lib/format-date';
import type { EventLevel, ServerEvent } from '@tavollet/contract/api/admin-stats';
import { NS } from '../../../i18n/register.ts';
import styles from './admin-home.module.css';

const TONE: Record<EventLevel, BadgeTone> = { info: 'info', warn: 'warning', error: 'danger' };

export function EventsList({ events }: { events: ServerEvent[] }) {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.section} aria-labelledby="admin-events-title">
      <h2 id="admin-events-title" className={styles.sectionTitle}>
        {t('home.events.title')}
      </h2>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('home.events.empty')}</p>
      ) : (
        <ol className={styles.events}>
          {events.map((e) => (
            <li key={e.id} className={styles.event} data-level={e.level}>
              <time className={styles.eventTime} dateTime={e.time}>
                {formatDateTime(e.time)}
              </time>
              <Badge tone={TONE[e.level]}>{t(`home.events.${e.level}`)}</Badge>
              <span className={styles.eventText}>{e.text}</span>
              <span className={styles.eventServer}>{t('home.events.server', { id: e.server })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
