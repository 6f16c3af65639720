import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_EXPIRED_EVENT } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import { fakeApi } from '../../../../test/fake-api.ts';
import { teacherData } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/user/teacher/getdata': { body: teacherData() },
    'GET /api/user/teacher/workingdays': (c) => ({
      body: { ok: true, munkanapok_szama: c.query.mettol === c.query.meddig ? 1 : 2, napok: 2 },
    }),
    ...overrides,
  });
}

async function openForm() {
  renderApp('/app/tanar/keres');
  return screen.findByRole('combobox', { name: /Típus/ });
}
const setDate = (name: RegExp, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
const dialog = () => screen.getByRole('alertdialog');

describe('request page', () => {
  it('given the teacher data, shows the quota rows with something in them and the saved draft', async () => {
    api();
    await openForm();
    const quota = screen.getByRole('table', { name: 'Szabadságkeretek 2026-ben' });
    const rows = within(quota).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Rendes szabadság46202', 'Haláleset miatti távollét200']);
    expect(
      within(quota)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Típus', 'Keret', 'Felhasznált', 'Függőben']);
    expect(screen.getByText('Családi program')).toBeInTheDocument();
  });

  it('given no type, submit is disabled; the draft button explains what it needs; Escape closes and focus returns', async () => {
    api();
    await openForm();
    expect(screen.getByRole('button', { name: 'Kérelem beküldése' })).toBeDisabled();
    const draftButton = screen.getByRole('button', { name: 'Mentés piszkozatként' });
    await userEvent.click(draftButton);
    expect(screen.getByRole('alertdialog', { name: 'Hiányzó adatok' })).toHaveTextContent(
      'A piszkozat mentéséhez add meg a típust és a dátumtartományt (mettől–meddig).',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(draftButton).toHaveFocus();
  });

  it('given each §5 case, the submit shows its title and text before any call', async () => {
    const fake = api();
    const type = await openForm();
    await userEvent.selectOptions(type, 'tappenz');
    const submit = screen.getByRole('button', { name: 'Kérelem beküldése' });
    expect(submit).toBeEnabled();

    await userEvent.click(submit);
    expect(dialog()).toHaveAccessibleName('Hiányzó adatok');
    expect(dialog()).toHaveTextContent('Típus és dátumtartomány kötelező.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Rendben' }));

    setDate(/Mettől/, '2026-12-03');
    setDate(/Meddig/, '2026-12-01');
    // The preview under the dates says it at once, without asking the server.
    expect(screen.getByTestId('working-days')).toHaveTextContent('A kezdődátum nem lehet későbbi, mint a záródátum.');
    await userEvent.click(submit);
    expect(dialog()).toHaveAccessibleName('Érvénytelen dátum');
    expect(dialog()).toHaveTextContent('A kezdődátum nem lehet későbbi, mint a záródátum.');
    await userEvent.keyboard('{Escape}');

    setDate(/Meddig/, '2026-12-04');
    fireEvent.change(screen.getByLabelText(/Megjegyzés/), { target: { value: 'x'.repeat(101) } });
    await userEvent.click(submit);
    expect(dialog()).toHaveAccessibleName('Túl hosszú megjegyzés');
    expect(dialog()).toHaveTextContent('A megjegyzés legfeljebb 100 karakter lehet.');
    await userEvent.keyboard('{Escape}');

    expect(fake.callsTo('POST', '/api/user/teacher/submit')).toEqual([]);
    expect(fake.callsTo('GET', '/api/user/teacher/workingdays').map((c) => c.query)).toEqual([
      { mettol: '2026-12-03', meddig: '2026-12-04' },
    ]);
  });

  it("given a loaded draft, the confirmation shows this year's numbers and Igen, beküldöm submits it and reloads", async () => {
    const fake = api({
      'POST /api/user/teacher/submit': {
        body: { ok: true, message: 'Sikeresen rögzítettük a kérelmet.', kerelem_id: 41 },
      },
    });
    const type = await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^Betöltés: / }));
    expect(type).toHaveValue('rendes_szabadsag');
    expect(type).toHaveFocus();
    expect(screen.getByLabelText(/Mettől/)).toHaveValue('2026-12-14');
    expect(await screen.findByText(/2 munkanap \(2 naptári nap\)/)).toBeInTheDocument();

    fake.set('GET /api/user/teacher/getdata', { body: teacherData({ drafts: [] }) });
    await userEvent.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Kérelem beküldése' });
    expect(confirm).toHaveTextContent(
      'Idén eddig 3 alkalommal kértél távollétet, összesen 7 jóváhagyott vagy függőben lévő munkanapra.',
    );
    expect(confirm).toHaveTextContent('Biztosan beadod a kérelmet?');
    expect(within(confirm).getByRole('button', { name: 'Mégse' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Igen, beküldöm' }));

    expect(await screen.findByRole('dialog', { name: 'Kérelem beküldve' })).toHaveTextContent(
      'Sikeresen rögzítettük a kérelmet.',
    );
    expect(fake.callsTo('POST', '/api/user/teacher/submit')[0]?.body).toEqual({
      tipus: 'rendes_szabadsag',
      mettol: '2026-12-14',
      meddig: '2026-12-15',
      megjegyzes: 'Családi program',
      kerelem_id: 41,
    });
    await waitFor(() => expect(fake.callsTo('GET', '/api/user/teacher/getdata')).toHaveLength(2));
    expect(await screen.findByText('Nincs mentett piszkozat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Rendben' }));
    // The form is empty again, so focus goes to its first field rather than the disabled submit.
    expect(type).toHaveValue('');
    expect(type).toHaveFocus();
  });

  it('given a submit, the data beside the form stays visible while it reloads, and the history is marked stale too', async () => {
    const fake = api({
      'POST /api/user/teacher/submit': {
        body: { ok: true, message: 'Sikeresen rögzítettük a kérelmet.', kerelem_id: 43 },
      },
    });
    const { client } = renderApp('/app/tanar/keres');
    const type = await screen.findByRole('combobox', { name: /Típus/ });
    // The history screen was visited earlier in this page: its answer sits in the same client.
    client.setQueryData(queryKeys.teacher.history(), {
      pages: [{ ok: true as const, items: [], total: 0, next: null }],
      pageParams: [null],
    });
    let release = () => {};
    fake.set(
      'GET /api/user/teacher/getdata',
      () => new Promise((resolve) => (release = () => resolve({ body: teacherData({ drafts: [] }) }))),
    );

    await userEvent.selectOptions(type, 'hivatalos');
    setDate(/Mettől/, '2026-12-01');
    setDate(/Meddig/, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));
    await userEvent.click(screen.getByRole('button', { name: 'Igen, beküldöm' }));
    await screen.findByRole('dialog', { name: 'Kérelem beküldve' });
    await waitFor(() => expect(fake.callsTo('GET', '/api/user/teacher/getdata')).toHaveLength(2));
    // Still the previous answer, marked busy, while the new one is on its way.
    expect(screen.getByText('Családi program').closest('[aria-busy="true"]')).not.toBeNull();
    expect(client.getQueryState(queryKeys.teacher.history())?.isInvalidated).toBe(true);

    release();
    expect(await screen.findByText('Nincs mentett piszkozat.')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('given an ended session during a submit, the shell is told and no failure dialog is left behind', async () => {
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    try {
      api({
        'POST /api/user/teacher/submit': { status: 401, body: { ok: false, message: 'Bejelentkezés szükséges.' } },
      });
      const type = await openForm();
      await userEvent.selectOptions(type, 'hivatalos');
      setDate(/Mettől/, '2026-12-01');
      setDate(/Meddig/, '2026-12-01');
      await userEvent.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));
      await userEvent.click(screen.getByRole('button', { name: 'Igen, beküldöm' }));
      await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
      // The confirmation closes; no "Hiba" dialog takes its place.
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.queryByText('Bejelentkezés szükséges.')).toBeNull();
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    }
  });

  it('given a refusal from the server, shows Hiba with the server message', async () => {
    api({
      'POST /api/user/teacher/submit': {
        status: 409,
        body: { ok: false, message: 'Az időszak átfedi egy másik, még élő kérelmedet.' },
      },
    });
    const type = await openForm();
    await userEvent.selectOptions(type, 'rendes_szabadsag');
    setDate(/Mettől/, '2026-12-01');
    setDate(/Meddig/, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));
    await userEvent.click(screen.getByRole('button', { name: 'Igen, beküldöm' }));
    const refusal = await screen.findByRole('alertdialog', { name: 'Hiba' });
    expect(refusal).toHaveTextContent('Az időszak átfedi egy másik, még élő kérelmedet.');
    expect(type).toHaveValue('rendes_szabadsag');
  });

  it('given a failed submit without a message, shows the spec fallback', async () => {
    api({ 'POST /api/user/teacher/submit': { status: 500, body: null } });
    const type = await openForm();
    await userEvent.selectOptions(type, 'hivatalos');
    setDate(/Mettől/, '2026-12-01');
    setDate(/Meddig/, '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));
    await userEvent.click(screen.getByRole('button', { name: 'Igen, beküldöm' }));
    expect(await screen.findByRole('alertdialog', { name: 'Hiba' })).toHaveTextContent(
      'A kérelem rögzítése nem sikerült.',
    );
  });

  it('given a complete draft, saves it, says Piszkozat mentve, empties the form and reloads', async () => {
    const fake = api({
      'POST /api/user/teacher/savedraft': {
        body: { ok: true, message: 'A kérelem piszkozatként elmentve.', kerelem_id: 42 },
      },
    });
    const type = await openForm();
    await userEvent.selectOptions(type, 'hivatalos');
    setDate(/Mettől/, '2026-12-07');
    setDate(/Meddig/, '2026-12-07');
    await userEvent.type(screen.getByLabelText(/Megjegyzés/), ' Bíróság ');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés piszkozatként' }));
    expect(await screen.findByRole('dialog', { name: 'Piszkozat mentve' })).toHaveTextContent(
      'A kérelem piszkozatként elmentve.',
    );
    expect(fake.callsTo('POST', '/api/user/teacher/savedraft')[0]?.body).toEqual({
      tipus_kod: 'hivatalos',
      kezdete: '2026-12-07',
      vege: '2026-12-07',
      megjegyzes: 'Bíróság',
    });
    expect(type).toHaveValue('');
    await waitFor(() => expect(fake.callsTo('GET', '/api/user/teacher/getdata')).toHaveLength(2));
  });

  it('given a draft being saved, submit is disabled until the save answers', async () => {
    api({
      'POST /api/user/teacher/savedraft': {
        body: { ok: true, message: 'A kérelem piszkozatként elmentve.', kerelem_id: 42 },
      },
    });
    const answer = globalThis.fetch;
    let release = () => {};
    const saved = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/savedraft')) await saved;
      return answer(input, init);
    });
    const type = await openForm();
    await userEvent.selectOptions(type, 'hivatalos');
    setDate(/Mettől/, '2026-12-07');
    setDate(/Meddig/, '2026-12-07');
    const submit = screen.getByRole('button', { name: 'Kérelem beküldése' });
    expect(submit).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Mentés piszkozatként' }));
    expect(submit).toBeDisabled();
    release();
    expect(await screen.findByRole('dialog', { name: 'Piszkozat mentve' })).toBeInTheDocument();
  });

  it('given a draft delete, asks first, then calls DELETE and reloads', async () => {
    const fake = api({
      'DELETE /api/user/teacher/deletedraft': { body: { ok: true, message: 'A piszkozat törölve.' } },
    });
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^Törlés: / }));
    const ask = screen.getByRole('alertdialog', { name: 'Piszkozat törlése' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Mégse' }));
    expect(fake.callsTo('DELETE', '/api/user/teacher/deletedraft')).toEqual([]);

    fake.set('GET /api/user/teacher/getdata', { body: teacherData({ drafts: [] }) });
    await userEvent.click(screen.getByRole('button', { name: /^Törlés: / }));
    await userEvent.click(screen.getByRole('button', { name: 'Igen, törlöm' }));
    expect(await screen.findByText('Nincs mentett piszkozat.')).toBeInTheDocument();
    expect(fake.callsTo('DELETE', '/api/user/teacher/deletedraft')[0]?.body).toEqual({ kerelem_id: 41 });
    expect(screen.getByText('A piszkozat törölve.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mentett piszkozatok' })).toHaveFocus();
  });

  it('given the data cannot be loaded, shows Betöltési hiba, then a retry that loads it', async () => {
    const fake = api({ 'GET /api/user/teacher/getdata': { status: 500, body: null } });
    renderApp('/app/tanar/keres');
    const failure = await screen.findByRole('alertdialog', { name: 'Betöltési hiba' });
    expect(failure).toHaveTextContent('Nem sikerült az adatok betöltése.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Rendben' }));
    fake.set('GET /api/user/teacher/getdata', { body: teacherData() });
    await userEvent.click(screen.getByRole('button', { name: 'Újratöltés' }));
    expect(await screen.findByRole('combobox', { name: /Típus/ })).toBeInTheDocument();
  });
});
