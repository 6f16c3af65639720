// The texts of the calendar page (features/calendar/), added to the `admin` namespace by the
// first module that imports NS from here (register.ts says why).
import texts from './calendar.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
