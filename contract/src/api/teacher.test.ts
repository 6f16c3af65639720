import { describe, expect, it } from 'vitest';
import { DraftBody, SubmitBody, TEACHER_MESSAGES as M, TeacherData } from './teacher.ts';
import { LEADERS_MESSAGES } from './leaders.ts';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('SubmitBody', () => {
  it('given a full request, trims the note and keeps the loaded draft id', () => {
    const r = SubmitBody.parse({
      tipus: 'rendes_szabadsag',
      mettol: '2026-12-01',
      meddig: '2026-12-02',
      megjegyzes: '  orvos ',
      kerelem_id: 7,
    });
    expect(r).toEqual({
      tipus: 'rendes_szabadsag',
      mettol: '2026-12-01',
      meddig: '2026-12-02',
      megjegyzes: 'orvos',
      kerelem_id: 7,
    });
    expect(
      SubmitBody.parse({ tipus: 'tappenz', mettol: '2026-12-01', meddig: '2026-12-01', megjegyzes: '   ' }).megjegyzes,
    ).toBeNull();
  });

  it('given the spec cases, answers the spec messages', () => {
    expect(first(SubmitBody.safeParse({ mettol: '2026-12-01', meddig: '2026-12-02' }))).toBe(M.missing);
    expect(first(SubmitBody.safeParse({ tipus: 'tappenz', mettol: '', meddig: '2026-12-02' }))).toBe(M.missing);
    expect(first(SubmitBody.safeParse({ tipus: 'tappenz', mettol: '2026-12-03', meddig: '2026-12-02' }))).toBe(
      M.startAfterEnd,
    );
    expect(
      first(
        SubmitBody.safeParse({
          tipus: 'tappenz',
          mettol: '2026-12-01',
          meddig: '2026-12-02',
          megjegyzes: 'x'.repeat(101),
        }),
      ),
    ).toBe(M.noteTooLong);
  });

  it('given a wrong type code, an impossible date or an extra field, refuses it', () => {
    expect(first(SubmitBody.safeParse({ tipus: 'annual', mettol: '2026-12-01', meddig: '2026-12-02' }))).toBe(
      M.unknownType,
    );
    expect(first(SubmitBody.safeParse({ tipus: 'tappenz', mettol: '2027-02-30', meddig: '2027-03-02' }))).toBe(
      M.invalidDate,
    );
    expect(
      SubmitBody.safeParse({ tipus: 'tappenz', mettol: '2026-12-01', meddig: '2026-12-02', user: 'x' }).success,
    ).toBe(false);
  });
});

describe('DraftBody', () => {
  it('given a draft without dates, answers the draft message', () => {
    expect(first(DraftBody.safeParse({ tipus_kod: 'tappenz', kezdete: '', vege: '' }))).toBe(M.draftMissing);
    expect(first(DraftBody.safeParse({ kezdete: '2026-12-01', vege: '2026-12-01' }))).toBe(M.draftMissing);
  });
});

describe('TeacherData', () => {
  it('requires the keret, felhasznalt and kerelmezett field of every quota type', () => {
    const keretek = Object.fromEntries(
      [
        'rendes_szabadsag',
        'gyermek_utan_jaro_potszabadsag',
        'apasagi_szabadsag',
        'szuloi_szabadsag',
        'nagyszuloi_szabadsag',
        'halal',
      ].flatMap((t) => ['keret', 'felhasznalt', 'kerelmezett'].map((k) => [`${t}_${k}`, 1])),
    );
    const data = {
      ev: 2026,
      szabadsagTipusok: ['tappenz'],
      szabadsagKeretek: keretek,
      drafts: [],
      frequency: { alkalmak: 1, kerelmezett_munkanapok_szama: 2 },
    };
    expect(TeacherData.safeParse(data).success).toBe(true);
    const { halal_kerelmezett: _, ...missing } = keretek;
    expect(TeacherData.safeParse({ ...data, szabadsagKeretek: missing }).success).toBe(false);
  });
});

describe('the overlap refusal', () => {
  it('names the dates of the clashing request: to the teacher, and about the teacher for the deputy', () => {
    expect(M.overlap('2026-12-01', '2026-12-04')).toBe(
      'Az időszak átfedi egy másik, még élő kérelmedet (2026. 12. 01. – 2026. 12. 04.).',
    );
    expect(LEADERS_MESSAGES.overlapFor('Kovács Anna', '2026-12-01', '2026-12-04')).toBe(
      'Az időszak átfedi Kovács Anna egy másik, még élő kérelmét (2026. 12. 01. – 2026. 12. 04.).',
    );
  });
});
