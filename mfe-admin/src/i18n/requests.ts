// The texts of the requests page (features/requests/), added to the `admin` namespace by the
// first module that imports NS from here (register.ts says why).
import texts from './requests.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
