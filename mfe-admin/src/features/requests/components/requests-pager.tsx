// Page controls of the admin's request list: the design system's Pager with this screen's texts
// ("3. oldal / 40").
import { useTranslation } from 'react-i18next';
import { Pager } from '@tavollet/design-system/components/Pager/Pager';
import { NS } from '../../../i18n/register.ts';

export interface RequestsPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function RequestsPager({ page, pages, onPage }: RequestsPagerProps) {
  const { t } = useTranslation(NS);
  return (
    <Pager
      page={page}
      pages={pages}
      onPage={onPage}
      labels={{
        label: t('requests.pager.label'),
        first: t('requests.pager.first'),
        previous: t('requests.pager.previous'),
        next: t('requests.pager.next'),
        last: t('requests.pager.last'),
        status: (p, n) => t('requests.pager.status', { page: p, pages: n }),
      }}
    />
  );
}
