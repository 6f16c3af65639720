// The Admin remote's texts (namespace `admin`) on the page's one i18next instance. The frame's
// texts (hu.json: login, menu, home, loading and not-found) are added when the remote's App module
// is first imported; each page's texts sit in their own file under their own top-level key and are
// added by `<page>.ts` beside it when the first module that needs them is imported, so a page's
// texts download with that page.
import { DEFAULT_LANGUAGE, initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import hu from './hu.json';

export const NS = 'admin';
registerNamespace(NS, hu);

/** Merges one page's texts into the namespace (a key already there is kept); answers NS. */
export function addTexts(resources: Record<string, unknown>): typeof NS {
  initI18n().addResourceBundle(DEFAULT_LANGUAGE, NS, resources, true, false);
  return NS;
}
