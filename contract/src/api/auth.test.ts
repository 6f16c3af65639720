import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M, ChangePasswordBody, LoginBody, SetPasswordBody } from './auth.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('auth payloads', () => {
  it('trims the login e-mail and refuses extra fields', () => {
    expect(LoginBody.parse({ email: ' a@b.hu ', password: '12345678' }).email).toBe('a@b.hu');
    expect(LoginBody.safeParse({ email: 'a@b.hu', password: '12345678', admin: true }).success).toBe(false);
  });
  it("answers the spec's set-password messages", () => {
    expect(firstMessage(SetPasswordBody.safeParse({ password: 'rövid', password_confirmed: 'rövid' }))).toBe(
      M.passwordTooShort,
    );
    expect(firstMessage(SetPasswordBody.safeParse({ password: 'hosszú jelszó', password_confirmed: 'más' }))).toBe(
      M.passwordsDiffer,
    );
  });
  it("answers the spec's change-password messages", () => {
    const base = { current_password: 'régi jelszó1' };
    expect(firstMessage(ChangePasswordBody.safeParse({ ...base, new_password: 'x', new_password_confirm: 'x' }))).toBe(
      M.newPasswordTooShort,
    );
    expect(
      firstMessage(ChangePasswordBody.safeParse({ ...base, new_password: 'új jelszó1', new_password_confirm: 'új' })),
    ).toBe(M.newPasswordsDiffer);
    expect(
      firstMessage(
        ChangePasswordBody.safeParse({ ...base, new_password: 'régi jelszó1', new_password_confirm: 'régi jelszó1' }),
      ),
    ).toBe(M.newPasswordSame);
  });
});
