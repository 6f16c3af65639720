import { describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES } from '@tavollet/contract/api/teacher';
import hu from '../hu.json';

describe('teacher namespace', () => {
  it('given the contract messages shared with the server, the screen shows the same words', () => {
    const shared = [
      'missingTitle',
      'missing',
      'invalidDateTitle',
      'startAfterEnd',
      'noteTooLongTitle',
      'noteTooLong',
      'draftMissing',
      'submitted',
      'draftSaved',
      'draftDeleted',
      'withdrawn',
      'noWorkingDay',
    ] as const;
    for (const key of shared) expect(hu.messages[key], key).toBe(TEACHER_MESSAGES[key]);
  });

  it('given the spec §8 teacher screen texts, the titles and fallbacks are exact', () => {
    expect(hu.messages).toMatchObject({
      loadFailedTitle: 'Betöltési hiba',
      loadFailed: 'Nem sikerült az adatok betöltése.',
      submittedTitle: 'Kérelem beküldve',
      submitFailedTitle: 'Hiba',
      submitFailed: 'A kérelem rögzítése nem sikerült.',
      draftSavedTitle: 'Piszkozat mentve',
      draftFailed: 'A piszkozat mentése nem sikerült.',
    });
    expect(hu.request.confirm).toMatchObject({
      question: 'Biztosan beadod a kérelmet?',
      yes: 'Igen, beküldöm',
      no: 'Mégse',
    });
    expect(hu.history.empty).toBe('Nincs a szűrésnek megfelelő kérelem.');
  });
});
