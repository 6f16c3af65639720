// The texts of the audit log page (features/audit/), added to the `admin` namespace by the first
// module that imports NS from here (register.ts says why).
import texts from './audit.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
