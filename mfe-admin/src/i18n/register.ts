// The Admin remote's texts (namespace `admin`), added to the page's one i18next instance when the
// remote's App module is first imported.
import { registerNamespace } from '@tavollet/design-system/i18n/i18n';
import hu from './hu.json';

export const NS = 'admin';
registerNamespace(NS, hu);
