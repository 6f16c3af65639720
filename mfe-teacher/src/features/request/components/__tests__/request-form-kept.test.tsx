// The request form: a range without working days refused in the form, the loaded draft's line,
// and the unsent form kept across an ended session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_EXPIRED_EVENT } from '@tavollet/contract/client/http';
import { fakeApi } from '../../../../test/fake-api.ts';
import { teacherData } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const ANNA = { nev: 'Kovács Anna', email: 'kovacs.anna@demo.iskola.hu', szerepkorok: ['tanar' as const] };
const GABOR = { nev: 'Kiss Gábor', email: 'kiss.gabor@demo.iskola.hu', szerepkorok: ['tanar' as const] };
const NOTE = 'A munkameneted lejárt; a kitöltött űrlapot visszatöltöttük.';

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/user/teacher/getdata': { body: teacherData() },
    // A weekend (12-05 .. 12-06) costs nothing; anything else two days.
    'GET /api/user/teacher/workingdays': (c) => ({
      body: { ok: true, munkanapok_szama: c.query.mettol === '2026-12-05' ? 0 : 2, napok: 2 },
    }),
    ...overrides,
  });
}

const setDate = (name: RegExp, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });

async function openForm(user: typeof ANNA | null = ANNA) {
  const view = renderApp('/app/tanar/keres', user);
  return { view, type: await screen.findByRole('combobox', { name: /Típus/ }) };
}

const endSession = () =>
  act(() => {
    window.dispatchEvent(
      new CustomEvent(SESSION_EXPIRED_EVENT, { detail: { area: 'staff', path: '/user/teacher/workingdays' } }),
    );
  });

describe('request form', () => {
  it('given a weekend-only range, the submit says there is no working day and asks nothing', async () => {
    const fake = api();
    const { type } = await openForm();
    await userEvent.selectOptions(type, 'rendes_szabadsag');
    setDate(/Mettől/, '2026-12-05');
    setDate(/Meddig/, '2026-12-06');
    await screen.findByText('A választott időszakban nincs munkanap.');
    await userEvent.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));
    const refusal = screen.getByRole('alertdialog', { name: 'Érvénytelen dátum' });
    expect(refusal).toHaveTextContent('A választott időszakban nincs munkanap.');
    expect(screen.queryByRole('button', { name: 'Igen, beküldöm' })).toBeNull();
    expect(fake.callsTo('POST', '/api/user/teacher/submit')).toEqual([]);
  });

  it('given a loaded draft, its line ends each date with one full stop', async () => {
    api();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^Betöltés: / }));
    const line = screen.getByText(/^Betöltött piszkozat/);
    expect(line).toHaveTextContent('Betöltött piszkozat (Rendes szabadság, 2026. 12. 14. – 2026. 12. 15.). Mentéskor');
    expect(line.textContent).not.toMatch(/\.\./);
  });

  it('given the session ends while the form is filled, the same teacher gets it back after signing in, with a note', async () => {
    api();
    const first = await openForm();
    await userEvent.click(screen.getByRole('button', { name: /^Betöltés: / }));
    fireEvent.change(screen.getByLabelText(/Megjegyzés/), { target: { value: 'Családi program, módosítva' } });
    endSession();
    first.view.unmount();

    const { type } = await openForm();
    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    expect(type).toHaveValue('rendes_szabadsag');
    expect(screen.getByLabelText(/Mettől/)).toHaveValue('2026-12-14');
    expect(screen.getByLabelText(/Meddig/)).toHaveValue('2026-12-15');
    expect(screen.getByLabelText(/Megjegyzés/)).toHaveValue('Családi program, módosítva');
    // The loaded draft came back too: a save updates it, a submit turns it into the request.
    expect(screen.getByText(/^Betöltött piszkozat/)).toBeInTheDocument();
    // Restored once: the kept copy is gone.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('tavollet.unsent.'))).toEqual([]);
  });

  it('given a form kept for one teacher, another teacher signing in on the tab gets an empty form', async () => {
    api();
    const first = await openForm(ANNA);
    await userEvent.selectOptions(first.type, 'hivatalos');
    setDate(/Mettől/, '2026-12-07');
    endSession();
    first.view.unmount();

    const { type } = await openForm(GABOR);
    expect(type).toHaveValue('');
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it('given a restored form, a successful submit clears the note and nothing is kept', async () => {
    api({
      'POST /api/user/teacher/submit': {
        body: { ok: true, message: 'Sikeresen rögzítettük a kérelmet.', kerelem_id: 50 },
      },
    });
    const first = await openForm();
    await userEvent.selectOptions(first.type, 'hivatalos');
    setDate(/Mettől/, '2026-12-07');
    setDate(/Meddig/, '2026-12-08');
    endSession();
    // The kept copy while the session is over.
    expect(Object.keys(sessionStorage)).toContain('tavollet.unsent.teacher-request:kovacs.anna@demo.iskola.hu');
    first.view.unmount();

    await openForm();
    await screen.findByText(NOTE);
    await screen.findByText(/2 munkanap \(2 naptári nap\)/);
    await userEvent.click(screen.getByRole('button', { name: 'Kérelem beküldése' }));
    await userEvent.click(screen.getByRole('button', { name: 'Igen, beküldöm' }));
    await screen.findByRole('dialog', { name: 'Kérelem beküldve' });
    await waitFor(() => expect(screen.queryByText(NOTE)).toBeNull());
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('tavollet.unsent.'))).toEqual([]);
  });
});
