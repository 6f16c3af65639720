// The question before a draft is deleted.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/register.ts';
import type { DraftDelete } from '../hooks/use-draft-delete.ts';

export function DraftDeleteDialog({ flow }: { flow: DraftDelete }) {
  const { t } = useTranslation(NS);
  const draft = flow.target;
  return (
    <ConfirmDialog
      open={draft !== null}
      title={t('request.drafts.deleteTitle')}
      confirmLabel={t('request.drafts.deleteYes')}
      cancelLabel={t('request.drafts.deleteNo')}
      destructive
      busy={flow.pending}
      onConfirm={flow.confirm}
      onOpenChange={flow.cancel}
      description={
        draft &&
        t('request.drafts.deleteText', {
          type: t(`types.${draft.tipus_kod}`),
          from: formatDate(draft.kezdete),
          to: formatDate(draft.vege),
        })
      }
    />
  );
}
