// The texts of the CSV import panel (components/csv-import/), added to the `admin` namespace by the
// first module that imports NS from here (register.ts says why).
import texts from './csv.hu.json';
import { addTexts } from './register.ts';

export const NS = addTexts(texts);
