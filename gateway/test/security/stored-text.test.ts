// Stored text is clean text: every string of every JSON body is NFC-normalised and loses control
// and bidirectional-override characters before validation; screenshot file names are reduced to a
// safe base name ending in `.webp`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DraftAnswer } from '@tavollet/contract/api/teacher';
import { cleanStrings, cleanText, safeFileName } from '../../src/domain/clean-text.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { day, newTeacher, requestsOf, signIn, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { image, makePng } from '../issue-report/images.ts';

let w: World;
let png: Buffer;
beforeAll(async () => {
  w = await startWorld();
  png = await makePng();
});
afterAll(() => stopWorld(w));

const report = (extra: Record<string, unknown>) => ({
  bejelentes_tipus: 'hiba',
  targy: 'Tárgy',
  leiras: 'Leírás',
  kritikus: false,
  kepek: [],
  ...extra,
});

describe('text of every JSON body', () => {
  it('given NUL, a right-to-left override and decomposed accents in an issue report, stores clean NFC text and keeps newlines', async () => {
    const c = await signIn(w, PEOPLE.tanar.email);
    const res = await c.post<{ bejelentes_id: number }>(
      '/api/user/report-issue',
      report({
        targy: 'Hiba\u0000 a\u0301rvi\u0301z \u202Etxt.exe\u202C lista\u0007',
        leiras: 'Első sor\r\nMásodik\tsor\u0085\u009b[31m\u2066vége\u2069\u007f',
      }),
    );
    expect(res.status).toBe(200);
    const stored = await w.models.IssueReport.findOne({ bejelentes_id: res.body.bejelentes_id }).lean();
    expect(stored!.targy).toBe('Hiba árvíz txt.exe lista');
    expect(stored!.leiras).toBe('Első sor\r\nMásodik\tsor[31mvége');
  });

  it('given a NUL and a bidi override in a leave request note, stores the note without them (not only the issue report)', async () => {
    const t = await newTeacher(w);
    const res = await t.client.post('/api/user/teacher/savedraft', {
      tipus_kod: 'rendes_szabadsag',
      kezdete: day(1, 0),
      vege: day(1, 0),
      megjegyzes: 'Ko\u0308lto\u0308ze\u0301s\u0000\u202E',
    });
    expect(res.status).toBe(200);
    DraftAnswer.parse(res.body);
    const [draft] = await requestsOf(w, t.user);
    expect(draft!.megjegyzes).toBe('Költözés');
  });

  it('given a subject of control characters only, answers the required-field message and stores nothing', async () => {
    const c = await signIn(w, PEOPLE.tanar.email);
    const before = await w.models.IssueReport.countDocuments();
    const res = await c.post('/api/user/report-issue', report({ targy: '\u0000\u202E\u0001' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'A tárgy és a leírás megadása kötelező.' });
    expect(await w.models.IssueReport.countDocuments()).toBe(before);
  });
});

describe('screenshot file names', () => {
  it('given path, NUL, bidi, leading-dot, decomposed, empty and overlong names, stores safe base names ending in .webp', async () => {
    const c = await signIn(w, PEOPLE.hr.email);
    const names = [
      '../../etc/passwd',
      '..\\..\\windows\\rendszer.png',
      'kép\u0000\u202Egnp.exe',
      '...rejtett.png',
      'a\u0301rvi\u0301z.png',
      '',
      `${'h'.repeat(250)}.png`,
    ];
    const res = await c.post<{ bejelentes_id: number }>(
      '/api/user/report-issue',
      report({ kepek: names.map((n) => image(n, 'image/png', png)) }),
    );
    expect(res.status).toBe(200);
    const stored = await w.models.IssueReport.findOne({ bejelentes_id: res.body.bejelentes_id }).lean();
    const fajlnevek = stored!.kepek.map((k) => k.fajlnev);
    expect(fajlnevek.slice(0, 6)).toEqual([
      'passwd.webp',
      'rendszer.webp',
      'képgnp.webp',
      'rejtett.webp',
      'árvíz.webp',
      'kep-6.webp',
    ]);
    expect(fajlnevek[6]).toBe(`${'h'.repeat(95)}.webp`);
    const images = await w.models.IssueImage.find({ bejelentes_id: res.body.bejelentes_id }).lean();
    expect(images.map((i) => i.fajlnev).sort()).toEqual([...fajlnevek].sort());
  });
});

describe('cleaning functions', () => {
  it('cleans strings at any depth of a parsed body and of a query, and leaves plain ASCII as it is', () => {
    const deep: unknown[] = [];
    let node = deep;
    for (let i = 0; i < 100_000; i++) {
      const next: unknown[] = [];
      node.push(next);
      node = next;
    }
    node.push('e\u0301\u0000');
    expect(() => cleanStrings(deep)).not.toThrow();
    expect(node[0]).toBe('é');
    expect(cleanStrings({ q: ['a\u202Eb', 'c'], n: 1, m: null })).toEqual({ q: ['ab', 'c'], n: 1, m: null });
    const ascii = 'data:image/png;base64,AAAA';
    expect(cleanText(ascii)).toBe(ascii);
  });

  it('reduces file names to a safe base name with the extension kept', () => {
    expect(safeFileName('../../etc/passwd', 'kep-1.png')).toBe('passwd');
    expect(safeFileName('..', 'kep-1.png')).toBe('kep-1.png');
    expect(safeFileName('a..b<>:"|?*.png', 'x')).toBe('a.b_______.png');
    expect(Array.from(safeFileName(`${'é'.repeat(150)}.jpeg`, 'x'))).toHaveLength(100);
    expect(safeFileName(`${'é'.repeat(150)}.jpeg`, 'x').endsWith('.jpeg')).toBe(true);
  });
});
