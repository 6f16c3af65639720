import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@tavollet/contract/remote-props';
import { ROLE_STORAGE_KEY, SIGNED_IN_HINT_KEY, useSessionStore } from '../stores/session-store.ts';

const user = (szerepkorok: SessionUser['szerepkorok']): SessionUser => ({
  nev: 'Teszt Elek',
  email: 't@e.hu',
  szerepkorok,
});
const store = () => useSessionStore.getState();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSessionStore.setState({ status: 'unknown', user: null, role: null });
});

describe('session store', () => {
  it('given a user with one role, that role becomes active and is remembered for the session', () => {
    store().signIn(user(['igazgato']));
    expect(store()).toMatchObject({ status: 'signedIn', role: 'igazgato' });
    expect(sessionStorage.getItem(ROLE_STORAGE_KEY)).toBe('igazgato');
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
  });

  it('given several roles and no stored choice, no role is active (the chooser decides)', () => {
    store().signIn(user(['tanar', 'hr']));
    expect(store().role).toBeNull();
  });

  it('given a stored role the user still holds, a reload keeps it', () => {
    sessionStorage.setItem(ROLE_STORAGE_KEY, 'hr');
    store().signIn(user(['tanar', 'hr']));
    expect(store().role).toBe('hr');
  });

  it('given a stored role the user no longer holds, or an unknown one, it is dropped', () => {
    sessionStorage.setItem(ROLE_STORAGE_KEY, 'igazgato');
    store().signIn(user(['tanar', 'hr']));
    expect(store().role).toBeNull();
    expect(sessionStorage.getItem(ROLE_STORAGE_KEY)).toBeNull();

    sessionStorage.setItem(ROLE_STORAGE_KEY, 'portas');
    store().signIn(user(['tanar', 'hr']));
    expect(store().role).toBeNull();
  });

  it('given chooseRole with a role the user does not hold, nothing changes', () => {
    store().signIn(user(['tanar', 'hr']));
    store().chooseRole('igazgato');
    expect(store().role).toBeNull();
    store().chooseRole('hr');
    expect(store().role).toBe('hr');
    expect(sessionStorage.getItem(ROLE_STORAGE_KEY)).toBe('hr');
  });

  it('given signOut, user, role and the hint are gone', () => {
    store().signIn(user(['tanar']));
    store().signOut();
    expect(store()).toMatchObject({ status: 'signedOut', user: null, role: null });
    expect(sessionStorage.getItem(ROLE_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });
});
