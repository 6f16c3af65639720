// The texts of the quotas page (features/quotas/), added to the `admin` namespace by the
// first module that imports NS from here (docs/decisions/0512-admin-texts-per-page.md).
import texts from './quotas.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
