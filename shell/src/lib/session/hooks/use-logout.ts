// Logout (staff-area.md §4): clears the user and the role and returns to `/`, also when the
// server cannot be reached (the cookie then expires on its own).
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/logout.ts';
import { useSessionStore } from '../stores/session-store.ts';

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    useSessionStore.getState().signOut();
    await navigate('/', { replace: true });
  };
}
