import { describe, expect, it } from 'vitest';
import { validateChangePassword } from '../validate-change-password.ts';

describe('change password rules (staff-area.md §5)', () => {
  it('given a short new password, a mismatch, or the current one again, names each rule', () => {
    expect(validateChangePassword({ current_password: 'Regi-jelszo', new_password: 'rovid', new_password_confirm: 'rovid' })).toEqual({
      new_password: 'changePassword.tooShort',
    });
    expect(validateChangePassword({ current_password: 'Regi-jelszo', new_password: 'Uj-jelszo-1', new_password_confirm: 'Uj-jelszo-2' })).toEqual({
      new_password_confirm: 'changePassword.differ',
    });
    expect(validateChangePassword({ current_password: 'Regi-jelszo', new_password: 'Regi-jelszo', new_password_confirm: 'Regi-jelszo' })).toEqual({
      new_password: 'changePassword.same',
    });
  });

  it('given valid values, no errors', () => {
    expect(validateChangePassword({ current_password: 'Regi-jelszo', new_password: 'Uj-jelszo-1', new_password_confirm: 'Uj-jelszo-1' })).toEqual({});
  });
});
