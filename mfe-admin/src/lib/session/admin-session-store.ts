// The signed-in administrator (admin-area.md §1: their own login and session, apart from the
// staff's). The cookie (`tavollet.admin`, httpOnly) is the only proof; this store is what the
// screens know. A hint in localStorage says that this browser signed in as admin, so the login
// page asks the server only then and an anonymous visitor's first page makes no failing call.
import { create } from 'zustand';
import type { AdminUserAnswer } from '@tavollet/contract/api/auth';

export type AdminUser = AdminUserAnswer['user'];
type AdminSessionStatus = 'unknown' | 'signedIn' | 'signedOut';

export const ADMIN_HINT_KEY = 'tavollet.adminSignedIn';

export function hasAdminHint(): boolean {
  try {
    return localStorage.getItem(ADMIN_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

function setAdminHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(ADMIN_HINT_KEY, '1');
    else localStorage.removeItem(ADMIN_HINT_KEY);
  } catch {
    // Storage disabled: the login page then always asks.
  }
}

interface AdminSessionState {
  status: AdminSessionStatus;
  admin: AdminUser | null;
  /** Signed out by the logout button (the login then forgets the page it was on). */
  loggedOut: boolean;
  signIn(admin: AdminUser): void;
  /** `logout`: on purpose; otherwise the session ended (expired, refused, no session). */
  signOut(how?: 'logout' | 'ended'): void;
}

export const useAdminSession = create<AdminSessionState>()((set) => ({
  status: 'unknown',
  admin: null,
  loggedOut: false,
  signIn(admin) {
    setAdminHint(true);
    set({ status: 'signedIn', admin, loggedOut: false });
  },
  signOut(how = 'ended') {
    setAdminHint(false);
    set({ status: 'signedOut', admin: null, loggedOut: how === 'logout' });
  },
}));
