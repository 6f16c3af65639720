// Page controls of the HR list: the design system's Pager with the HR texts
// ("3. oldal / 400").
import { useTranslation } from 'react-i18next';
import { Pager } from '@tavollet/design-system/components/Pager/Pager';
import { NS } from '../../../i18n/register.ts';

export interface HrPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function HrPager({ page, pages, onPage }: HrPagerProps) {
  const { t } = useTranslation(NS);
  return (
    <Pager
      page={page}
      pages={pages}
      onPage={onPage}
      labels={{
        label: t('pager.label'),
        first: t('pager.first'),
        previous: t('pager.previous'),
        next: t('pager.next'),
        last: t('pager.last'),
        status: (p, n) => t('pager.status', { page: p, pages: n }),
      }}
    />
  );
}
