// Teacher home (staff-area.md §2 "/app/tanar"): two tiles, leave request and leave history, and the
// calendar subscription of the teacher's own absences (docs/architecture.md "Calendar feeds").
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';
import { Tile } from '@tavollet/design-system/components/Tile/Tile';
import { TileList } from '@tavollet/design-system/components/Tile/TileList';
import { CalendarFeed } from '@tavollet/design-system/components/CalendarFeed/CalendarFeed';
import { NS } from '../../../i18n/register.ts';
import styles from '../../../components/page-frame.module.css';

// Relative targets: the shell decides where this remote is mounted.
const TILES = [
  { to: 'keres', key: 'request' },
  { to: 'elozmenyek', key: 'history' },
] as const;

/** `name`: the signed-in teacher's name, greeted when the shell passes it. */
export function TeacherHome({ name }: { name?: string }) {
  const { t } = useTranslation(NS);
  return (
    // The same frame as the subpages (components/page-frame): the title sits at the same height.
    <section data-remote="mfe_teacher" data-page="home" className={styles.home}>
      <header className={styles.header}>
        <PageTitle>{t('home.title')}</PageTitle>
        {name && <p className={styles.greeting}>{t('home.greeting', { name })}</p>}
        <p className={styles.intro}>{t('home.intro')}</p>
      </header>
      <TileList>
        {TILES.map((tile) => (
          <Tile
            key={tile.to}
            title={t(`home.tiles.${tile.key}.title`)}
            description={t(`home.tiles.${tile.key}.text`)}
            href={tile.to}
            renderLink={({ href, ...props }) => <Link to={href} {...props} />}
          />
        ))}
      </TileList>
      <CalendarFeed area="user" className={styles.calendarFeed} />
    </section>
  );
}
