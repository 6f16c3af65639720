// The Leaders remote's texts (namespace `leaders`), added to the page's one i18next instance when the
// remote's App module is first imported. The statistics texts sit in their own file (one owner per
// feature); both merge into the one namespace.
import { registerNamespace } from '@tavollet/design-system/i18n/i18n';
import hu from './hu.json';
import statisticsHu from './statistics.hu.json';

export const NS = 'leaders';
registerNamespace(NS, { ...hu, ...statisticsHu });
