// The "Naptípusok időszak" panel and the "Naptípusok importja" card (admin-area.md §2
// "/admin/tanev-napok", §3 "Active period", §4, §5, §8 "Calendar").
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_CSV_MESSAGES as C } from '@tavollet/contract/domain/day-csv';
import '../../../i18n/register.ts';
import { daysAnswer, fakeApi, fixToday, periodAnswer, renderCalendarPage } from './calendar-test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const periodCard = () => screen.getByRole('region', { name: 'Naptípusok időszak' });
const importCard = () => screen.getByRole('region', { name: 'Naptípusok importja' });
const current = () => screen.getByTestId('active-period');

function api(period: unknown, over: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /api/admin/getactiveperiod': periodAnswer(period),
    'GET /api/admin/getconfigureddays': periodAnswer({ megnyitva_tol: '2025-09-01', megnyitva_ig: '2026-06-30' }),
    'GET /api/admin/getdays': daysAnswer([]),
    ...(over as Record<string, never>),
  });
}

describe('the active period', () => {
  it.each([[null], ['nodata'], [{ megnyitva_tol: 'rossz', megnyitva_ig: '2026-06-30' }]])(
    'reads %j as "Nincs időszak beállítva", with Delete disabled',
    async (period) => {
      fixToday();
      api(period);
      renderCalendarPage();
      await waitFor(() => expect(current()).toHaveTextContent('Nincs időszak beállítva'));
      expect(within(periodCard()).getByRole('button', { name: 'Időszak törlése' })).toBeDisabled();
      expect(within(periodCard()).getByText('2025. 09. 01. – 2026. 06. 30.')).toBeInTheDocument();
    },
  );

  it('shows the period in Hungarian dates; Save only when the start is not after the end', async () => {
    fixToday();
    const calls = api(
      { megnyitva_tol: '2025-09-01', megnyitva_ig: '2026-06-30' },
      {
        'POST /api/admin/updateactiveperiod': ({ body }: { body: unknown }) => ({
          body: { ok: true, message: 'Az aktív időszak mentve.', data: body },
        }),
      },
    );
    renderCalendarPage();
    await waitFor(() => expect(current()).toHaveTextContent('2025. 09. 01. – 2026. 06. 30.'));
    const from = within(periodCard()).getByLabelText('Kezdő dátum');
    const to = within(periodCard()).getByLabelText('Záró dátum');
    expect(from).toHaveValue('2025-09-01');
    expect(from).toHaveAttribute('min', '1900-01-01');
    expect(to).toHaveAttribute('max', '2099-12-31');
    const save = within(periodCard()).getByRole('button', { name: 'Időszak mentése' });

    await userEvent.clear(to);
    await userEvent.type(to, '2025-08-31');
    expect(save).toBeDisabled();
    expect(within(periodCard()).getByText('A kezdő dátum nem lehet későbbi, mint a záró dátum.')).toBeInTheDocument();
    await userEvent.clear(to);
    await userEvent.type(to, '2025-09-01');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await within(periodCard()).findByText('Az aktív időszak mentve.')).toBeInTheDocument();
    expect(calls.of('POST', '/api/admin/updateactiveperiod')[0]!.body).toEqual({
      megnyitva_tol: '2025-09-01',
      megnyitva_ig: '2025-09-01',
    });
    expect(current()).toHaveTextContent('2025. 09. 01. – 2025. 09. 01.');
  });

  it('a failed save says "Az aktív időszak mentése sikertelen."', async () => {
    fixToday();
    api(null, { 'POST /api/admin/updateactiveperiod': 'network-error' });
    renderCalendarPage();
    await waitFor(() => expect(current()).toHaveTextContent('Nincs időszak beállítva'));
    await userEvent.type(within(periodCard()).getByLabelText('Kezdő dátum'), '2026-09-01');
    await userEvent.type(within(periodCard()).getByLabelText('Záró dátum'), '2027-06-30');
    await userEvent.click(within(periodCard()).getByRole('button', { name: 'Időszak mentése' }));
    expect(await within(periodCard()).findByText('Az aktív időszak mentése sikertelen.')).toBeInTheDocument();
  });

  it('deletes only after the confirmation; Mégse keeps it', async () => {
    fixToday();
    let deleteAnswer: unknown = { body: { ok: true, message: 'Az aktív időszak törölve.', torolve: true } };
    const calls = api(
      { megnyitva_tol: '2025-09-01', megnyitva_ig: '2026-06-30' },
      { 'DELETE /api/admin/deleteactiveperiod': () => deleteAnswer },
    );
    renderCalendarPage();
    await waitFor(() => expect(current()).toHaveTextContent('2025. 09. 01.'));
    const del = within(periodCard()).getByRole('button', { name: 'Időszak törlése' });
    await userEvent.click(del);
    const dialog = screen.getByRole('alertdialog', { name: 'Aktív időszak törlése' });
    expect(dialog).toHaveTextContent('Biztosan törlöd az aktív időszakot (2025. 09. 01. – 2026. 06. 30.)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    expect(calls.count('DELETE /api/admin/deleteactiveperiod')).toBe(0);

    deleteAnswer = { status: 500, body: { ok: false, message: 'Váratlan hiba történt.' } };
    await userEvent.click(del);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Törlés' }));
    expect(await within(periodCard()).findByText('Az aktív időszak törlése sikertelen.')).toBeInTheDocument();

    deleteAnswer = { body: { ok: true, message: 'Az aktív időszak törölve.', torolve: true } };
    await userEvent.click(del);
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Törlés' }));
    await waitFor(() => expect(current()).toHaveTextContent('Nincs időszak beállítva'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the days import', () => {
  const csv = (lines: string[]) => new File([lines.join('\r\n')], 'napok.csv', { type: 'text/csv' });
  const pick = (file: File) => userEvent.upload(within(importCard()).getByLabelText('CSV fájl'), file);

  it('offers napok_template.csv and checks a file with the spec’s texts', async () => {
    fixToday();
    const calls = api(null);
    renderCalendarPage();
    expect(
      within(importCard()).getByRole('button', { name: 'Sablon letöltése (napok_template.csv)' }),
    ).toBeInTheDocument();
    await userEvent.click(within(importCard()).getByRole('button', { name: 'Csak ellenőrzés' }));
    expect(within(importCard()).getByRole('alert')).toHaveTextContent(C.noFile);
    await pick(csv(['datum,naptipus,megjegyzes', '01/09/2026,t,', '2026-09-02,x,']));
    await userEvent.click(within(importCard()).getByRole('button', { name: 'Csak ellenőrzés' }));
    expect(await within(importCard()).findByText("Sor 2: érvénytelen 'naptipus'.")).toBeInTheDocument();
    await pick(csv(['datum,naptipus,megjegyzes', '01/09/2026,t,', '2026-09-02,S,Ünnep']));
    await userEvent.click(within(importCard()).getByRole('button', { name: 'Csak ellenőrzés' }));
    expect(await within(importCard()).findByText('CSV formátum rendben — 2 sor ellenőrizve.')).toBeInTheDocument();
    expect(calls.count('POST /api/admin/createbulkdays')).toBe(0);
  });

  it('imports the checked rows, says "Sikeres import." and reloads the month; an overwrite warns first', async () => {
    fixToday();
    const calls = api(null, {
      'POST /api/admin/createbulkdays': {
        body: { ok: true, message: 'Sikeres import.', letrehozva: 1, frissitve: 0, torolve: 5 },
      },
    });
    renderCalendarPage();
    await pick(csv(['datum,naptipus,megjegyzes', '21/09/2026,s,Szünet']));
    await userEvent.click(within(importCard()).getByLabelText(/Teljes felülírás/));
    await userEvent.click(within(importCard()).getByRole('button', { name: 'Importálás' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Teljes felülírás megerősítése' });
    expect(dialog).toHaveTextContent('az ÖSSZES eddig tárolt napot törli');
    const before = calls.count('GET /api/admin/getdays');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Felülírás' }));
    expect(await within(importCard()).findByText('Sikeres import.')).toBeInTheDocument();
    expect(calls.of('POST', '/api/admin/createbulkdays')[0]!.body).toEqual({
      overwrite: true,
      dayList: [{ datum: '2026-09-21', tipus: 's', megjegyzes: 'Szünet' }],
    });
    await waitFor(() => expect(calls.count('GET /api/admin/getdays')).toBeGreaterThan(before));
  });

  it('a refusal lists the server’s messages; no answer at all reads "Hiba a CSV mentése közben."', async () => {
    fixToday();
    let answer: unknown = {
      status: 400,
      body: { ok: false, message: 'A fájl hibás sorokat tartalmaz; semmi sem változott.', messages: ['Sor 1: x'] },
    };
    api(null, { 'POST /api/admin/createbulkdays': () => answer });
    renderCalendarPage();
    await pick(csv(['datum,naptipus,megjegyzes', '21/09/2026,s,']));
    await userEvent.click(within(importCard()).getByRole('button', { name: 'Importálás' }));
    expect(await within(importCard()).findByText('Sor 1: x')).toBeInTheDocument();
    answer = 'network-error';
    await pick(csv(['datum,naptipus,megjegyzes', '21/09/2026,s,']));
    await userEvent.click(within(importCard()).getByRole('button', { name: 'Importálás' }));
    expect(await within(importCard()).findByText('Hiba a CSV mentése közben.')).toBeInTheDocument();
  });
});
