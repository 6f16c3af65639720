// Password managers pair a changed password with a username: the form carries the signed-in
// person's e-mail in a hidden autocomplete="username" field.
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../../../i18n/hu.json';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { renderWithClient } from '../../../test/render-with-client.tsx';
import { ChangePasswordPage } from '../components/change-password-page.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});

describe('change password: username for password managers', () => {
  it('given a signed-in user, the form holds a hidden username field with their e-mail', () => {
    useSessionStore
      .getState()
      .signIn({ nev: 'Kovács Anna', email: 'kovacs.anna@demo.iskola.hu', szerepkorok: ['tanar'] });
    const { container } = renderWithClient(
      <MemoryRouter>
        <ChangePasswordPage />
      </MemoryRouter>,
    );
    const username = container.querySelector<HTMLInputElement>('form input[autocomplete="username"]');
    expect(username).not.toBeNull();
    expect(username!.value).toBe('kovacs.anna@demo.iskola.hu');
    expect(username!.hidden).toBe(true);
    // It comes before the password fields, as password managers expect.
    const current = container.querySelector('input[autocomplete="current-password"]')!;
    expect(username!.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
