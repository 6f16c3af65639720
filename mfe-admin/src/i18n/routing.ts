// The texts of the routing page (features/routing/), added to the `admin` namespace by the
// first module that imports NS from here (register.ts says why).
import texts from './routing.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
