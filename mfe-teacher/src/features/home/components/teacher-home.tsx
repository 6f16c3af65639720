// Teacher home (staff-area.md §2 "/app/tanar"): two tiles, leave request and leave history.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tile } from '@tavollet/design-system/components/Tile/Tile';
import { NS } from '../../../i18n/register.ts';
import styles from './teacher-home.module.css';

// Relative targets: the shell decides where this remote is mounted.
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
            <Tile
              title={t(`home.tiles.${tile.key}.title`)}
              description={t(`home.tiles.${tile.key}.text`)}
              href={tile.to}
              renderLink={({ href, ...props }) => <Link to={href} {...props} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
