// Principal and deputy homes (staff-area.md §2): tiles to approvals, statistics and, for the
// deputy, a new request. The pending counter comes with the approval screens (not built yet).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Tile } from '@tavollet/design-system/components/Tile/Tile';
import { TileList } from '@tavollet/design-system/components/Tile/TileList';
import { NS } from '../../../i18n/register.ts';

export type LeaderArea = 'principal' | 'deputy';

const LINKS: Record<LeaderArea, { to: string; key: string }[]> = {
  principal: [
    { to: 'jovahagyasok', key: 'approvals' },
    { to: 'statisztikak', key: 'statistics' },
  ],
  deputy: [
    { to: 'jovahagyasok', key: 'approvals' },
    { to: 'statisztikak', key: 'statistics' },
    { to: 'uj-keres', key: 'newRequest' },
  ],
};

export function LeaderHome({ area }: { area: LeaderArea }) {
  const { t } = useTranslation(NS);
  return (
    <section data-remote="mfe_leaders" data-area={area}>
      <h1>{t(area === 'deputy' ? 'home.deputyTitle' : 'home.principalTitle')}</h1>
      <p>{t('home.intro')}</p>
      <TileList>
        {LINKS[area].map((link) => (
          <Tile
            key={link.to}
            title={t(`home.links.${link.key}`)}
            href={link.to}
            renderLink={({ href, ...props }) => <Link to={href} {...props} />}
          />
        ))}
      </TileList>
    </section>
  );
}
