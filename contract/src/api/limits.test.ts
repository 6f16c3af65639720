// The limits live once, as constants; the messages are built from them. These pin the resulting
// texts to the spec's wording (staff-area.md §5, §8, §9), so a changed constant shows up here.
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.ts';
import { ISSUE_MESSAGES, IssueImagePayload } from './issue-report.ts';
import { TEACHER_MESSAGES } from './teacher.ts';

describe('messages built from the limits', () => {
  it('given the password minimum, the messages read as the spec writes them', () => {
    expect(AUTH_MESSAGES.passwordTooShort).toBe('A jelszó legyen legalább 8 karakter hosszú!');
    expect(AUTH_MESSAGES.newPasswordTooShort).toBe('Az új jelszó legyen legalább 8 karakter hosszú.');
  });

  it('given the note and range limits, the teacher messages name them', () => {
    expect(TEACHER_MESSAGES.noteTooLong).toBe('A megjegyzés legfeljebb 100 karakter lehet.');
    expect(TEACHER_MESSAGES.tooLong).toBe('Egy kérelem legfeljebb 366 napot foghat át.');
  });

  it('given the screenshot limits, the issue messages name them in MB', () => {
    expect(ISSUE_MESSAGES.tooManyImages).toBe('Legfeljebb 8 képet csatolhatsz.');
    expect(ISSUE_MESSAGES.imageTooLarge).toBe('Egy kép legfeljebb 5 MB lehet.');
    expect(ISSUE_MESSAGES.imagesTooLarge).toBe('A képek együtt legfeljebb 20 MB-osak lehetnek.');
  });

  it('given a screenshot, only the image types of codes.ts pass as data URLs', () => {
    const image = (tartalom: string) => IssueImagePayload.safeParse({ fajlnev: 'a.png', mime: 'image/png', tartalom });
    expect(image('data:image/png;base64,iVBORw0KGgo=').success).toBe(true);
    expect(image('data:image/webp;base64,UklGRg==').success).toBe(true);
    expect(image('data:image/gif;base64,R0lGOD==').success).toBe(false);
    expect(image('data:image/pngx;base64,AAAA').success).toBe(false);
  });
});
