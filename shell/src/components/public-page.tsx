// The frame of the public pages (login, forgotten and set password): the design system's
// PublicFrame, a centred card on the page background, with the product name above the page title.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '@tavollet/design-system/components/PublicFrame/PublicFrame';

export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <PublicFrame brand={t('productName')} title={title} titleId="public-page-title">
      {children}
    </PublicFrame>
  );
}
