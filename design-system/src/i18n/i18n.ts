// One i18next instance for the whole page: the default `i18next` export is shared as a Module
// Federation singleton, so the host and every remote see the same instance. Whoever runs first
// initialises it; later calls only make sure the React binding and the common texts are there.
// Resources are inline (no HTTP backend).
import i18next, { type i18n } from 'i18next';
import { getI18n, initReactI18next, setI18n } from 'react-i18next';
import { common } from './hu/common.ts';

export const DEFAULT_LANGUAGE = 'hu';

export function initI18n(): i18n {
  if (!i18next.isInitialized && !i18next.isInitializing) {
    void i18next.use(initReactI18next).init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      defaultNS: 'common',
      ns: ['common'],
      resources: { [DEFAULT_LANGUAGE]: { common } },
      interpolation: { escapeValue: false },
      // Inline resources: finish synchronously so the first render already has its texts.
      initAsync: false,
      returnNull: false,
    });
    return i18next;
  }
  // Initialised by someone else (e.g. a remote started on its own): attach what we rely on.
  if (getI18n() !== i18next) setI18n(i18next);
  if (!i18next.hasResourceBundle(DEFAULT_LANGUAGE, 'common')) {
    i18next.addResourceBundle(DEFAULT_LANGUAGE, 'common', common, true, false);
  }
  return i18next;
}

/**
 * Adds a namespace's Hungarian texts once (remotes call this for their own namespace when their
 * module is imported). A second call for the same namespace keeps the first bundle.
 */
export function registerNamespace(ns: string, resources: Record<string, unknown>): void {
  const instance = initI18n();
  if (instance.hasResourceBundle(DEFAULT_LANGUAGE, ns)) return;
  instance.addResourceBundle(DEFAULT_LANGUAGE, ns, resources, true, false);
}
