// The change-password rules of staff-area.md §5, as i18n keys per field (checked in this order:
// length, confirmation, differs from the current one).
export interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  new_password_confirm: string;
}

const MIN = 8;

export function validateChangePassword(v: ChangePasswordValues): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = {};
  if (v.current_password.length < MIN) errors.current_password = 'changePassword.currentRequired';
  if (v.new_password.length < MIN) errors.new_password = 'changePassword.tooShort';
  else if (v.new_password === v.current_password) errors.new_password = 'changePassword.same';
  if (v.new_password_confirm !== v.new_password) errors.new_password_confirm = 'changePassword.differ';
  return errors;
}
