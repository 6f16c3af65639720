// The texts of the users page (features/users/), added to the `admin` namespace by the
// first module that imports NS from here (register.ts says why).
import texts from './users.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
