import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEADERS_MESSAGES } from '@tavollet/contract/api/leaders';
import { TEACHER_MESSAGES } from '@tavollet/contract/api/teacher';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import { fakeApi } from '../../../test/fake-api.ts';
import { teachers } from '../../../test/fixtures.ts';
import { currentLocationRef, renderApp } from '../../../test/render-app.tsx';
import { quickRange } from '../lib/quick-dates.ts';

// Budapest's Monday 2026-11-23, 10:00 (only Date is faked; timers stay real).
const NOW = new Date('2026-11-23T09:00:00.000Z');
beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const quota = {
  ok: true,
  ev: 2026,
  szabadsagTipusok: ['rendes_szabadsag', 'tappenz'],
  maradek: {
    rendes_szabadsag: 12,
    gyermek_utan_jaro_potszabadsag: 0,
    apasagi_szabadsag: 0,
    szuloi_szabadsag: 0,
    nagyszuloi_szabadsag: 0,
    halal: 0,
  },
};

function serve() {
  return fakeApi({
    'GET /api/leaders/teachers': { body: { ok: true, items: teachers } },
    'GET /api/leaders/teacher-quota': { body: quota },
    'GET /api/leaders/workingdays': ({ query }) => ({
      body: { ok: true, munkanapok_szama: query.mettol === '2026-11-28' ? 0 : 5, napok: 5 },
    }),
  });
}

const open = async () => {
  renderApp('/app/igazgatohelyettes', '/app/igazgatohelyettes/uj-keres');
  return screen.findByRole('combobox', { name: /Tanár/ });
};
const typeSelect = () => screen.getByRole('combobox', { name: /Típus/ });
const from = () => screen.getByLabelText(/Első nap/) as HTMLInputElement;
const to = () => screen.getByLabelText(/Utolsó nap/) as HTMLInputElement;

describe('deputy new request', () => {
  it('given "kovacs" typed, finds Kovács Anna and the types show her remaining days', async () => {
    const user = userEvent.setup();
    const api = serve();
    const teacher = await open();
    expect(typeSelect()).toHaveAccessibleDescription(expect.stringContaining('Előbb válaszd ki a tanárt'));
    await user.type(teacher, 'kovacs');
    await user.keyboard('{Enter}');
    expect(teacher).toHaveValue('Kovács Anna');
    expect(await screen.findByRole('option', { name: 'Rendes szabadság (maradék: 12 nap)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Táppénz' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/leaders/teacher-quota')[0]?.query).toEqual({ user_id: '11' });
    // A phone cuts the closed select's label: the chosen type's remainder is said below it too.
    await user.selectOptions(typeSelect(), 'rendes_szabadsag');
    expect(typeSelect()).toHaveAccessibleDescription('Maradék: 12 nap.');
    await user.selectOptions(typeSelect(), 'tappenz');
    expect(typeSelect()).not.toHaveAccessibleDescription(expect.stringContaining('Maradék'));
  });

  it('given the quick buttons, fills today, tomorrow and next Monday to Friday, and shows the working-day total', async () => {
    const user = userEvent.setup();
    serve();
    await open();
    const today = budapestToday(NOW);
    expect(from()).toHaveAttribute('min', today);
    await user.click(screen.getByRole('button', { name: 'Ma' }));
    expect([from().value, to().value]).toEqual([today, today]);
    await user.click(screen.getByRole('button', { name: 'Holnap' }));
    expect([from().value, to().value]).toEqual([addDaysIso(today, 1), addDaysIso(today, 1)]);
    await user.click(screen.getByRole('button', { name: 'Jövő hét (H–P)' }));
    const week = quickRange('nextWeek', today);
    expect([from().value, to().value]).toEqual([week.mettol, week.meddig]);
    expect(
      await screen.findByText('Összesen 5 munkanap (5 naptári nap) az iskolai naptár szerint.'),
    ).toBeInTheDocument();
  });

  it('given a first day after the last one, moves the last day to it', async () => {
    serve();
    await open();
    fireEvent.change(from(), { target: { value: '2026-12-01' } });
    fireEvent.change(to(), { target: { value: '2026-12-03' } });
    fireEvent.change(from(), { target: { value: '2026-12-10' } });
    expect(to().value).toBe('2026-12-10');
  });

  it('given an empty form, names what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const api = serve();
    const teacher = await open();
    await user.click(screen.getByRole('button', { name: 'Kérelem rögzítése' }));
    expect(await screen.findByText(LEADERS_MESSAGES.teacherRequired)).toBeInTheDocument();
    expect(typeSelect()).toHaveAccessibleDescription(expect.stringContaining(LEADERS_MESSAGES.missing));
    expect(teacher).toHaveFocus();
    expect(api.callsTo('POST', '/api/leaders/submit-for')).toHaveLength(0);
  });

  it('given a range without a working day, refuses before sending', async () => {
    const user = userEvent.setup();
    const api = serve();
    const teacher = await open();
    await user.type(teacher, 'kiss');
    await user.keyboard('{Enter}');
    await user.selectOptions(typeSelect(), 'tappenz');
    fireEvent.change(from(), { target: { value: '2026-11-28' } });
    fireEvent.change(to(), { target: { value: '2026-11-29' } });
    expect(await screen.findByText(TEACHER_MESSAGES.noWorkingDay)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kérelem rögzítése' }));
    expect(to()).toHaveAccessibleDescription(TEACHER_MESSAGES.noWorkingDay);
    expect(api.callsTo('POST', '/api/leaders/submit-for')).toHaveLength(0);
  });

  it.each([
    [500, 'Belső hiba.', 'A kérelem beküldése nem sikerült. Próbáld újra.Belső hiba.'],
    // A refusal is not mended by trying again: its reason alone.
    [
      409,
      'Az időszak átfedi Horváth Gábor egy másik, még élő kérelmét (2026. 12. 01. – 2026. 12. 04.).',
      'Az időszak átfedi Horváth Gábor egy másik, még élő kérelmét (2026. 12. 01. – 2026. 12. 04.).',
    ],
  ])('given a %i answer, shows the server reason under the right heading', async (status, message, shown) => {
    const user = userEvent.setup();
    const api = serve();
    api.set('POST /api/leaders/submit-for', { status, body: { ok: false, message } });
    const teacher = await open();
    await user.type(teacher, 'horvath');
    await user.keyboard('{Enter}');
    await user.selectOptions(typeSelect(), 'rendes_szabadsag');
    await user.click(screen.getByRole('button', { name: 'Jövő hét (H–P)' }));
    await user.click(screen.getByRole('button', { name: 'Kérelem rögzítése' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(shown, { normalizeWhitespace: true });
    expect(alert.textContent).toBe(shown);
  });

  it('given a success, sends the teacher request, says so and goes to the approvals after 900 ms', async () => {
    const user = userEvent.setup();
    const api = serve();
    api.set('POST /api/leaders/submit-for', {
      body: { ok: true, message: LEADERS_MESSAGES.submitted, kerelem_id: 77 },
    });
    const teacher = await open();
    await user.type(teacher, 'kovacs');
    await user.keyboard('{Enter}');
    await user.selectOptions(typeSelect(), 'rendes_szabadsag');
    await user.click(screen.getByRole('button', { name: 'Ma' }));
    await user.type(screen.getByRole('textbox', { name: /Megjegyzés/ }), 'Orvosi vizsgálat');
    await user.click(screen.getByRole('button', { name: 'Kérelem rögzítése' }));
    expect(await screen.findByText(LEADERS_MESSAGES.submitted, { exact: false })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/leaders/submit-for')[0]?.body).toEqual({
      user_id: 11,
      tipus: 'rendes_szabadsag',
      mettol: budapestToday(NOW),
      meddig: budapestToday(NOW),
      megjegyzes: 'Orvosi vizsgálat',
    });
    expect(currentLocationRef.current).toBe('/app/igazgatohelyettes/uj-keres');
    await waitFor(() => expect(currentLocationRef.current).toBe('/app/igazgatohelyettes/jovahagyasok'), {
      timeout: 2000,
    });
  });
});
