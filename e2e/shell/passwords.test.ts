// Forgotten password, the set-password link from the mail, and change password in a real
// browser (staff-area.md §2, §5, §8).
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { layoutMain, waitForRemote } from '../support/app.ts';
import { withGatewayDb } from '../support/database.ts';
import { setPasswordLink } from '../support/outbox.ts';
import { DEMO_PASSWORD, fieldLabel, signIn, signInWithForm } from '../support/session.ts';
import { useGatewayAndBrowser } from '../support/setup.ts';

const e2e = useGatewayAndBrowser();
const RESET_DONE = 'Kérés rögzítve. Ha az adatok egyeznek, e-mailt küldünk.';

async function omOf(email: string): Promise<string> {
  const user = await withGatewayDb(e2e.gateway, (db) => db.collection('users').findOne({ email }));
  return String(user?.oktatasi_azonosito);
}

describe('forgotten and set password', () => {
  it('given a known and an unknown person, the reset request answers the same', async () => {
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto('/');
      await w.page.getByRole('link', { name: 'Elfelejtett jelszó' }).click();
      await w.page.getByRole('heading', { name: 'Elfelejtett jelszó' }).waitFor();

      // Empty fields are refused in the browser.
      await w.page.getByRole('button', { name: 'Kérés elküldése' }).click();
      expect(await w.page.getByText('A mező kitöltése kötelező.').count()).toBe(3);

      const answers: string[] = [];
      for (const person of [
        { user: 'papp.istvan', email: 'papp.istvan@demo.iskola.hu', om: await omOf('papp.istvan@demo.iskola.hu') },
        { user: 'nincs.ilyen', email: 'nincs.ilyen@demo.iskola.hu', om: '71234567890' },
      ]) {
        await w.page.getByLabel(fieldLabel('Felhasználónév')).fill(`  ${person.user} `);
        await w.page.getByLabel(fieldLabel('E-mail cím')).fill(person.email);
        await w.page.getByLabel(fieldLabel('Oktatási azonosító')).fill(person.om);
        await w.page.getByRole('button', { name: 'Kérés elküldése' }).click();
        const status = w.page.getByRole('status').filter({ hasText: RESET_DONE });
        await status.waitFor();
        answers.push((await status.textContent()) ?? '');
        expect(await w.page.getByLabel(fieldLabel('Felhasználónév')).inputValue()).toBe('');
      }
      expect(answers[0]).toBe(answers[1]);
      // Only the known person gets a mail.
      expect(await setPasswordLink(e2e.gateway, 'papp.istvan@demo.iskola.hu')).toMatch(/^\/beallitas\/jelszo\?token=/);
    } finally {
      await w.close();
    }
  });

  it('given the link from the mail, the new password is set and signing in with it works', async () => {
    const email = 'varga.eszter@demo.iskola.hu';
    const reset = await fetch(`${e2e.gateway.url}/api/auth/resetpassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ felhasznalonev: 'varga.eszter', email, oktatasi_azonosito: await omOf(email) }),
    });
    expect(reset.status).toBe(200);
    const link = await setPasswordLink(e2e.gateway, email);

    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await w.page.goto(link);
      await w.page.getByText('A meghívó érvényes. Add meg az új jelszavad.').waitFor();
      await w.page.getByText(`Varga Eszter (${email})`).waitFor();

      await w.page.getByLabel(fieldLabel('Új jelszó')).fill('rovid');
      await w.page.getByRole('button', { name: 'Jelszó beállítása' }).click();
      await w.page.getByText('A jelszó legyen legalább 8 karakter hosszú!').waitFor();
      await w.page.getByLabel(fieldLabel('Új jelszó')).fill('Uj-jelszo-2026');
      await w.page.getByLabel(fieldLabel('Új jelszó még egyszer')).fill('Uj-jelszo-2027');
      await w.page.getByRole('button', { name: 'Jelszó beállítása' }).click();
      await w.page.getByText('A két jelszó nem egyezik!').waitFor();
      await w.page.getByLabel(fieldLabel('Új jelszó még egyszer')).fill('Uj-jelszo-2026');
      await w.page.getByRole('button', { name: 'Jelszó beállítása' }).click();
      await w.page.getByText('A jelszó beállítása sikeres volt. Most már bejelentkezhetsz.').waitFor();

      await w.page.getByRole('button', { name: 'Belépés' }).click();
      await w.page.getByRole('heading', { name: 'Bejelentkezés' }).waitFor();
      await signInWithForm(w.page, email, 'Uj-jelszo-2026');
      await waitForRemote(w.page, '/app/tanar');

      // The link was single use.
      await w.page.goto(link);
      await w.page.getByText('Érvénytelen, vagy lejárt meghívó.').waitFor();
      await w.page.goto('/beallitas/jelszo');
      await w.page.getByText('Hiányzik a token a linkből!').waitFor();
    } finally {
      await w.close();
    }
  });
});

describe('change password', () => {
  it('given the three rules, each shows its message; the right change renews the session', async () => {
    const email = 'molnar.laszlo@demo.iskola.hu';
    const w = await openPage(e2e.browser, e2e.gateway.url);
    try {
      await signIn(w.page, email);
      await w.page.goto('/app/jelszo');
      await w.page.getByRole('heading', { name: 'Jelszó módosítása' }).waitFor();
      const fill = async (current: string, next: string, confirm: string) => {
        await w.page.getByLabel(fieldLabel('Jelenlegi jelszó')).fill(current);
        await w.page.getByLabel(fieldLabel('Új jelszó')).fill(next);
        await w.page.getByLabel(fieldLabel('Új jelszó még egyszer')).fill(confirm);
        await layoutMain(w.page).getByRole('button', { name: 'Jelszó módosítása' }).click();
      };

      await fill(DEMO_PASSWORD, 'rovid', 'rovid');
      await w.page.getByText('Az új jelszó legyen legalább 8 karakter hosszú.').waitFor();
      await fill(DEMO_PASSWORD, 'Masik-jelszo-1', 'Masik-jelszo-2');
      await w.page.getByText('A két jelszó nem egyezik', { exact: true }).waitFor();
      await fill(DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD);
      await w.page.getByText('Az új jelszó nem egyezhet a jelenlegivel').waitFor();
      expect(w.requests.filter((u) => u.startsWith('/api/user/change-password'))).toEqual([]);

      await fill('Rossz-jelszo-9', 'Masik-jelszo-1', 'Masik-jelszo-1');
      await w.page.getByRole('alert').getByText('A jelenlegi jelszó hibás.').waitFor();

      await fill(DEMO_PASSWORD, 'Masik-jelszo-1', 'Masik-jelszo-1');
      await w.page.getByText('A jelszó frissült. A munkamenet megújult.').waitFor();
      // Still signed in with the renewed cookie; the new password works, the old does not.
      await w.page.reload();
      await w.page.getByRole('heading', { name: 'Jelszó módosítása' }).waitFor();
      expect(new URL(w.page.url()).pathname).toBe('/app/jelszo');
      const login = (password: string) =>
        fetch(`${e2e.gateway.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        }).then((r) => r.status);
      expect(await login('Masik-jelszo-1')).toBe(200);
      expect(await login(DEMO_PASSWORD)).toBe(401);
    } finally {
      await w.close();
    }
  });
});
