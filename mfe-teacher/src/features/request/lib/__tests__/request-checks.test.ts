import { describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import { initI18n } from '@tavollet/design-system/i18n/i18n';
import { NS } from '../../../../i18n/register.ts';
import {
  checkDraft,
  checkSubmit,
  noteTooLong,
  type RequestFormValues,
  type ValidationMessage,
} from '../request-checks.ts';

const i18n = initI18n();
const text = (m: ValidationMessage | null) =>
  m && { title: i18n.t(m.title, { ns: NS }), text: i18n.t(m.text, { ns: NS }) };
const full: RequestFormValues = {
  tipus: 'rendes_szabadsag',
  mettol: '2026-12-01',
  meddig: '2026-12-02',
  megjegyzes: '',
};

describe('checkSubmit: the contract SubmitBody, as the screen says it (staff-area.md §5 "Leave submit")', () => {
  it('given a missing type, start or end, answers Hiányzó adatok / Típus és dátumtartomány kötelező.', () => {
    for (const missing of ['tipus', 'mettol', 'meddig'] as const) {
      expect(text(checkSubmit({ ...full, [missing]: '' }))).toEqual({ title: 'Hiányzó adatok', text: M.missing });
    }
  });

  it("given a range the server counted as 0 working days, answers the server's own refusal text", () => {
    expect(text(checkSubmit({ ...full, mettol: '2026-12-05', meddig: '2026-12-06' }, 0))).toEqual({
      title: 'Érvénytelen dátum',
      text: M.noWorkingDay,
    });
    // Not yet counted, or at least one working day: no objection from the browser.
    expect(checkSubmit(full, undefined)).toBeNull();
    expect(checkSubmit(full, 2)).toBeNull();
  });

  it('given a start after the end, answers Érvénytelen dátum with the spec text; the same day is fine', () => {
    expect(text(checkSubmit({ ...full, mettol: '2026-12-03' }))).toEqual({
      title: 'Érvénytelen dátum',
      text: M.startAfterEnd,
    });
    expect(checkSubmit({ ...full, meddig: full.mettol })).toBeNull();
  });

  it('given a note of 101 characters, answers Túl hosszú megjegyzés; 100 characters pass', () => {
    expect(text(checkSubmit({ ...full, megjegyzes: 'x'.repeat(101) }))).toEqual({
      title: 'Túl hosszú megjegyzés',
      text: M.noteTooLong,
    });
    expect(checkSubmit({ ...full, megjegyzes: 'x'.repeat(100) })).toBeNull();
  });

  it('given missing dates and a long note, the missing data is reported first', () => {
    expect(checkSubmit({ ...full, mettol: '', megjegyzes: 'x'.repeat(200) })?.text).toBe('messages.missing');
  });

  it('given a reversed range and a long note, the range is reported first', () => {
    expect(checkSubmit({ ...full, mettol: '2026-12-03', megjegyzes: 'x'.repeat(200) })?.text).toBe(
      'messages.startAfterEnd',
    );
  });
});

describe('checkDraft: the contract DraftBody (staff-area.md §5 "Draft save")', () => {
  it('given no type or no range, answers the draft text', () => {
    expect(text(checkDraft({ ...full, tipus: '' }))?.text).toBe(M.draftMissing);
    expect(text(checkDraft({ ...full, meddig: '' }))?.text).toBe(M.draftMissing);
  });

  it('given a complete draft, passes; a reversed range or long note is refused like a submit', () => {
    expect(checkDraft(full)).toBeNull();
    expect(text(checkDraft({ ...full, mettol: '2026-12-05' }))?.text).toBe(M.startAfterEnd);
    expect(text(checkDraft({ ...full, megjegyzes: 'x'.repeat(101) }))?.text).toBe(M.noteTooLong);
  });
});

describe('noteTooLong', () => {
  it('given more than 100 characters, says so; 100 pass', () => {
    expect(noteTooLong('x'.repeat(101))).toBe(true);
    expect(noteTooLong('x'.repeat(100))).toBe(false);
  });
});
