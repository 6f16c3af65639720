// Logout (staff-area.md §4): clears the user, the role and any kept unsent form and returns to
// `/`, also when the server cannot be reached (the cookie then expires on its own).
import { useNavigate } from 'react-router-dom';
import { forgetUnsentForms } from '@tavollet/design-system/lib/unsent-form';
import { logout } from '../api/logout.ts';
import { useSessionStore } from '../stores/session-store.ts';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    useSessionStore.getState().signOut();
    // A deliberate sign-out keeps no unsent form for anyone.
    forgetUnsentForms();
    await navigate('/', { replace: true });
  };
}
