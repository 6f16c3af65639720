import { describe, expect, it } from 'vitest';
import { LEADERS_MESSAGES } from '@tavollet/contract/api/leaders';
import { TEACHER_MESSAGES } from '@tavollet/contract/api/teacher';
import { newRequestSchema } from '../new-request-schema.ts';
import { quickRange } from '../quick-dates.ts';

describe('quick dates', () => {
  it('given a Monday, Ma and Holnap are single days and Jövő hét is the next Monday to Friday', () => {
    expect(quickRange('today', '2026-11-23')).toEqual({ mettol: '2026-11-23', meddig: '2026-11-23' });
    expect(quickRange('tomorrow', '2026-11-23')).toEqual({ mettol: '2026-11-24', meddig: '2026-11-24' });
    expect(quickRange('nextWeek', '2026-11-23')).toEqual({ mettol: '2026-11-30', meddig: '2026-12-04' });
  });

  it('given a Sunday or a year end, the next week still starts on the coming Monday', () => {
    expect(quickRange('nextWeek', '2026-11-29')).toEqual({ mettol: '2026-11-30', meddig: '2026-12-04' });
    expect(quickRange('nextWeek', '2026-12-31')).toEqual({ mettol: '2027-01-04', meddig: '2027-01-08' });
    expect(quickRange('tomorrow', '2026-12-31')).toEqual({ mettol: '2027-01-01', meddig: '2027-01-01' });
  });
});

describe('new-request checks', () => {
  const schema = newRequestSchema('2026-11-23');
  const messages = (input: unknown) => {
    const r = schema.safeParse(input);
    if (r.success) return [];
    // The form shows each field's first message (react-hook-form's resolver keeps the first).
    const first = new Map<string, string>();
    for (const i of r.error.issues) if (!first.has(i.path.join('.'))) first.set(i.path.join('.'), i.message);
    return [...first].map(([path, message]) => `${path}: ${message}`);
  };

  it('given an empty form, first names the teacher and the missing type and dates', () => {
    expect(messages({ user_id: undefined, tipus: '', mettol: '', meddig: '', megjegyzes: '' })).toEqual([
      `user_id: ${LEADERS_MESSAGES.teacherRequired}`,
      `tipus: ${LEADERS_MESSAGES.missing}`,
      `mettol: ${LEADERS_MESSAGES.missing}`,
      `meddig: ${LEADERS_MESSAGES.missing}`,
    ]);
  });

  it('given an end before the start, a past start or a long note, refuses each with its message', () => {
    const base = { user_id: 11, tipus: 'rendes_szabadsag', megjegyzes: '' };
    expect(messages({ ...base, mettol: '2026-11-25', meddig: '2026-11-24' })).toEqual([
      `meddig: ${TEACHER_MESSAGES.startAfterEnd}`,
    ]);
    expect(messages({ ...base, mettol: '2026-11-20', meddig: '2026-11-24' })).toEqual([
      `mettol: ${LEADERS_MESSAGES.pastStart}`,
    ]);
    expect(messages({ ...base, mettol: '2026-11-23', meddig: '2026-11-23', megjegyzes: 'x'.repeat(101) })).toEqual([
      `megjegyzes: ${TEACHER_MESSAGES.noteTooLong}`,
    ]);
    expect(messages({ ...base, mettol: '2026-11-23', meddig: '2026-11-23' })).toEqual([]);
  });
});
