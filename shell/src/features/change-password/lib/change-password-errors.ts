// Which text a change-password field shows for the contract's check that refused it
// (ChangePasswordBody, contract/src/api/auth.ts). The schema's own messages are the server's; the
// screen says the same rules in its texts (staff-area.md §5 "Change password", §8), per field and
// in the order they are checked: length, then differs from the current one; confirmation.
import type { ChangePasswordBody } from '@tavollet/contract/api/auth';

export type ChangePasswordField = keyof ChangePasswordBody;

/** The i18n key (namespace `shell`) for a field refused with zod issue `code`. */
export function changePasswordErrorKey(field: ChangePasswordField, code: string | undefined): string {
  if (field === 'current_password') return 'changePassword.currentRequired';
  if (field === 'new_password_confirm') return 'changePassword.differ';
  // The refinement "not the current one" is the only custom check on the new password.
  return code === 'custom' ? 'changePassword.same' : 'changePassword.tooShort';
}
