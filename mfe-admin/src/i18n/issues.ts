// The texts of the issues page (features/issues/), added to the `admin` namespace by the
// first module that imports NS from here (register.ts says why).
import texts from './issues.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
