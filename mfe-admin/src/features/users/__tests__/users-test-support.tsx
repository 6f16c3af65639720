// Test helpers of the users screen (tests only): the page with a fresh QueryClient (the page's own
// defaults), the admin kit's stand-in for the gateway (fetch only), users, and an answer that waits
// until the test lets it go (to see "Mentés…"). The real gateway is exercised by
// gateway/test/admin-users/ and e2e/admin/users.test.ts.
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { newClient } from '../../../lib/__tests__/admin-test-kit.tsx';
import { UsersPage } from '../components/users-page.tsx';

export { fakeApi } from '../../../lib/__tests__/admin-test-kit.tsx';

export function renderUsersPage() {
  const client = newClient();
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <UsersPage />
      </QueryClientProvider>,
    ),
  };
}

export const user = (id: number, over: Partial<AdminUser> = {}): AdminUser => ({
  user_id: id,
  nev: `Felhasználó ${id}`,
  email: `user${id}@iskola.hu`,
  felhasznalonev: `user${id}`,
  oktatasi_azonosito: `7000000000${id}`,
  szerepkorok: ['tanar'],
  blocked: false,
  ...over,
});

export const PEOPLE = [
  user(1, { nev: 'Árpád Éva', felhasznalonev: 'arpad.eva', email: 'arpad.eva@iskola.hu' }),
  user(2, { nev: 'Kovács Anna', szerepkorok: ['tanar', 'igazgato_helyettes'], oktatasi_azonosito: null }),
  user(3, { nev: 'Nagy Péter', szerepkorok: ['hr'], blocked: true }),
];

export const listAnswer = (rows: AdminUser[]) => ({ body: { ok: true, rows } });

/** An answer that is held back until `release()` is called. */
export function held<T>(answer: T) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  return { answer: async () => (await gate, answer), release: () => release() };
}
