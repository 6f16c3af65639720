// The HR remote's texts (namespace `hr`), added to the page's one i18next instance when the
// remote's App module is first imported. Type and status names come from the contract's one
// list (contract/src/domain/labels.ts), which the CSV export writes too.
import { registerNamespace } from '@tavollet/design-system/i18n/i18n';
import { LEAVE_TYPE_LABELS, STAFF_STATUS_LABELS } from '@tavollet/contract/domain/labels';
import hu from './hu.json';

export const NS = 'hr';
registerNamespace(NS, {
  ...hu,
  types: LEAVE_TYPE_LABELS,
  statuses: STAFF_STATUS_LABELS,
});
