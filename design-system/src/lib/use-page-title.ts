// The browser tab's title per screen: "Szabadságkérelem – Távollét".
// The shell and every remote call it once per screen (PageTitle does it for them); leaving the
// screen puts the bare product name back, so a screen that sets none never shows another's title.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `title`: the screen's name; empty or undefined shows the product name alone. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation('common');
  const product = t('productName');
  useEffect(() => {
    if (typeof document === 'undefined') return;
    document.title = title ? `${title} – ${product}` : product;
    return () => {
      document.title = product;
    };
  }, [title, product]);
}
