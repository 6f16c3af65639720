// `/app/szerep` (staff-area.md §2): one card per held role with a short description; a message
// when the user has no role. Choosing a card makes it the active role and opens its home.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Tile } from '@tavollet/design-system/components/Tile/Tile';
import formStyles from '../../../components/form.module.css';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { homeOf } from '../../../lib/session/role-homes.ts';
import styles from './role-chooser-page.module.css';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';

export function RoleChooserPage() {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const active = useSessionStore((s) => s.role);
  const chooseRole = useSessionStore((s) => s.chooseRole);
  const roles = user?.szerepkorok ?? [];

  return (
    <section>
      <PageTitle className={formStyles.pageTitle}>{t('roleChooser.title')}</PageTitle>
      {roles.length === 0 ? (
        <Alert tone="warning">{t('roleChooser.noRole')}</Alert>
      ) : (
        <>
          <p>{t('roleChooser.intro')}</p>
          <ul className={styles.grid}>
            {roles.map((role) => (
              <li key={role}>
                <Tile
                  title={t(`roles.${role}`)}
                  description={t(`roleDescriptions.${role}`)}
                  href={homeOf(role)}
                  meta={role === active ? <Badge tone="info">{t('roleChooser.active')}</Badge> : undefined}
                  renderLink={({ href, ...rest }) => <Link to={href} onClick={() => chooseRole(role)} {...rest} />}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
