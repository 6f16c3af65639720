// Szabadságkeretek (admin-area.md §2 "/admin/szabadsag-keretek", §4 "Quota edit", §8 "Quotas"):
// the CSV import, the year selector, the users' regular-leave quotas with a name filter, the
// details dialog (every type) and the edit dialog.
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin-page.tsx';
import { CsvImportPanel } from '../../../components/csv-import/csv-import-panel.tsx';
import { NS } from '../../../i18n/quotas.ts';
import { useQuotasImport } from '../hooks/use-quotas-import.ts';
import { useQuotasPage } from '../hooks/use-quotas-page.ts';
import { QuotaDetailsDialog } from './quota-details-dialog.tsx';
import { QuotaEditDialog } from './quota-edit-dialog.tsx';
import { QuotasList } from './quotas-list.tsx';

export function QuotasPage() {
  const { t } = useTranslation(NS);
  const page = useQuotasPage();
  const importConfig = useQuotasImport(page.templateYear);
  return (
    <AdminPage name="admin-quotas" title={t('quotas.title')} intro={t('quotas.intro')}>
      <CsvImportPanel config={importConfig} />
      <QuotasList page={page} />
      <QuotaDetailsDialog row={page.details} onClose={page.closeDetails} />
      <QuotaEditDialog row={page.editing} onClose={page.closeEdit} />
    </AdminPage>
  );
}
