// The Admin remote's texts (namespace `admin`), added to the page's one i18next instance when the
// remote's App module is first imported. Each feature's texts sit in their own file (one owner per
// feature) under their own top-level key; all merge into the one namespace.
import { registerNamespace } from '@tavollet/design-system/i18n/i18n';
import hu from './hu.json';
import usersHu from './users.hu.json';
import issuesHu from './issues.hu.json';
import emailHu from './email.hu.json';
import csvHu from './csv.hu.json';
import calendarHu from './calendar.hu.json';
import quotasHu from './quotas.hu.json';
import requestsHu from './requests.hu.json';
import routingHu from './routing.hu.json';

export const NS = 'admin';
registerNamespace(NS, {
  ...hu,
  ...usersHu,
  ...issuesHu,
  ...emailHu,
  ...csvHu,
  ...calendarHu,
  ...quotasHu,
  ...requestsHu,
  ...routingHu,
});
