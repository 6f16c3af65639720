// The texts of the quotas page (features/quotas/), added to the `admin` namespace by the
// first module that imports NS from here (register.ts says why).
import texts from './quotas.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
