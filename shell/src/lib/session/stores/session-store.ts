// The signed-in staff member and the role they work in (staff-area.md §4 "Login", "Session
// check on load"). The role is kept in sessionStorage, so a reload keeps it and a new tab asks
// again; it is dropped when the user no longer holds it.
import { create } from 'zustand';
import { ROLES, type Role } from '@tavollet/contract/codes';
import type { SessionUser } from '@tavollet/contract/remote-props';
import { forgetUnsentForms } from '@tavollet/design-system/lib/unsent-form';

export const ROLE_STORAGE_KEY = 'tavollet.role';
/**
 * A hint, shared by the tabs, that this browser signed in: the login page asks the server for
 * the session only when it is set, so an anonymous visitor's first page makes no failing call.
 * The httpOnly cookie stays the only proof.
 */
export const SIGNED_IN_HINT_KEY = 'tavollet.signedIn';

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

function setSignedInHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage disabled: the login page then always asks.
  }
}

type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  role: Role | null;
  /** After login or the session check: keeps the stored role only if the user still holds it. */
  signIn(user: SessionUser): void;
  /** Logout or a failed session check: forgets the user and the role. */
  signOut(): void;
  /** Makes `role` the active one (ignored when the user does not hold it). */
  chooseRole(role: Role): void;
}

function readStoredRole(): Role | null {
  try {
    const value = sessionStorage.getItem(ROLE_STORAGE_KEY);
    return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : null;
  } catch {
    return null;
  }
}

function storeRole(role: Role | null): void {
  try {
    if (role) sessionStorage.setItem(ROLE_STORAGE_KEY, role);
    else sessionStorage.removeItem(ROLE_STORAGE_KEY);
  } catch {
    // Storage disabled: the role lives for this page only.
  }
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  status: 'unknown',
  user: null,
  role: null,
  signIn(user) {
    const stored = readStoredRole();
    // One role: it is the role (§4 "with one role … remembered for the session").
    const role =
      stored && user.szerepkorok.includes(stored)
        ? stored
        : user.szerepkorok.length === 1
          ? user.szerepkorok[0]!
          : null;
    storeRole(role);
    setSignedInHint(true);
    // Forms kept across an ended session belong to their person only.
    forgetUnsentForms(user.email);
    set({ status: 'signedIn', user, role });
  },
  signOut() {
    storeRole(null);
    setSignedInHint(false);
    set({ status: 'signedOut', user: null, role: null });
  },
  chooseRole(role) {
    if (!get().user?.szerepkorok.includes(role)) return;
    storeRole(role);
    set({ role });
  },
}));
