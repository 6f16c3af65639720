// The texts of the email page (features/email/), added to the `admin` namespace by the
// first module that imports NS from here (register.ts says why).
import texts from './email.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
