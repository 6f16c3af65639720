// Teacher home (staff-area.md §2 "/app/tanar"): two tiles, leave request and leave history.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';
import styles from './teacher-home.module.css';

const TILES = [
  { to: 'keres', key: 'request' },
  { to: 'elozmenyek', key: 'history' },
] as const;

export function TeacherHome() {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_teacher">
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <ul className={styles.tiles}>
        {TILES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className={styles.tile}>
              <span className={styles.tileTitle}>{t(`home.tiles.${tile.key}.title`)}</span>
              <span className={styles.tileText}>{t(`home.tiles.${tile.key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
