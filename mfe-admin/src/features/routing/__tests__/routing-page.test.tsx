// The approval routing editor (docs/architecture.md "Admin: approval routing"): one row per leave
// type with its Hungarian label and two selects, the one sentence on the effect, the link back to
// the requests, only changed types sent, a preliminary equal to the final named before saving, and
// a refusal shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_TYPES } from '@tavollet/contract/codes';
import type { RoutingRow } from '@tavollet/contract/api/admin-routing';
import { approverFor } from '@tavollet/contract/domain/approval-routing';
import '../../../i18n/register.ts';
import { fakeApi, renderWithClient } from '../../../lib/__tests__/admin-test-kit.tsx';
import { RoutingPage } from '../components/routing-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = (over: Partial<Record<string, Partial<RoutingRow>>> = {}): RoutingRow[] =>
  LEAVE_TYPES.map((t) => ({
    tipus_kod: t,
    jovahagyo_szerep: approverFor(t),
    elozetes_jovahagyo_szerep: null,
    alapertelmezett: t === 'tappenz',
    ...over[t],
  }));
const answer = (rows: RoutingRow[], message?: string) => ({ body: { ok: true, rows, ...(message && { message }) } });

const renderPage = () =>
  renderWithClient(
    <MemoryRouter>
      <RoutingPage />
    </MemoryRouter>,
    { retry: false },
  );

const rowOf = (label: string) => within(screen.getByRole('group', { name: new RegExp(`^${label}`) }));

describe('the routing editor', () => {
  it('lists every type with its approvers, flags a default one, explains the effect and links back', async () => {
    fakeApi({
      'GET /api/admin/getapprovalrouting': answer(
        table({ hivatalos: { elozetes_jovahagyo_szerep: 'igazgatohelyettes' } }),
      ),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jóváhagyási útvonalak' })).toBeInTheDocument();
    await screen.findAllByRole('group');
    expect(screen.getAllByRole('group')).toHaveLength(LEAVE_TYPES.length);
    expect(
      screen.getByText(
        'A változás csak az ezután beküldött kérelmekre vonatkozik; a már beküldöttek az eredeti útvonalon haladnak tovább.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a kérelmekhez' })).toHaveAttribute(
      'href',
      '/admin/szabadsag-kerelmek',
    );
    const regular = rowOf('Rendes szabadság');
    expect(regular.getByRole('combobox', { name: 'Végső jóváhagyó' })).toHaveValue('igazgatohelyettes');
    expect(regular.getByRole('combobox', { name: 'Előzetes jóváhagyó' })).toHaveValue('');
    expect(
      within(regular.getByRole('combobox', { name: 'Előzetes jóváhagyó' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nincs', 'Igazgató', 'Igazgatóhelyettes']);
    expect(rowOf('Hivatalos távollét').getByRole('combobox', { name: 'Előzetes jóváhagyó' })).toHaveValue(
      'igazgatohelyettes',
    );
    expect(rowOf('Táppénz').getByText('Alapértelmezett')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeDisabled();
  });

  it('sends only the changed types and shows the server’s message', async () => {
    const saved = table({ rendes_szabadsag: { jovahagyo_szerep: 'igazgato' } });
    const api = fakeApi({
      'GET /api/admin/getapprovalrouting': answer(table()),
      'PATCH /api/admin/updateapprovalrouting': answer(saved, 'A jóváhagyási útvonalak mentve.'),
    });
    renderPage();
    await screen.findAllByRole('group');
    await userEvent.selectOptions(
      rowOf('Rendes szabadság').getByRole('combobox', { name: 'Végső jóváhagyó' }),
      'igazgato',
    );
    await userEvent.selectOptions(
      rowOf('Szülői szabadság').getByRole('combobox', { name: 'Előzetes jóváhagyó' }),
      'igazgatohelyettes',
    );
    await userEvent.selectOptions(rowOf('Szülői szabadság').getByRole('combobox', { name: 'Előzetes jóváhagyó' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A jóváhagyási útvonalak mentve.')).toBeInTheDocument();
    expect(api.of('PATCH', '/api/admin/updateapprovalrouting').map((c) => c.body)).toEqual([
      { rows: [{ tipus_kod: 'rendes_szabadsag', jovahagyo_szerep: 'igazgato', elozetes_jovahagyo_szerep: null }] },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mentés' })).toBeDisabled());
  });

  it('names a preliminary approver equal to the final one and does not save; a refusal shows its message', async () => {
    fakeApi({
      'GET /api/admin/getapprovalrouting': answer(table()),
      'PATCH /api/admin/updateapprovalrouting': {
        status: 409,
        body: { ok: false, message: 'Valaki épp ugyanezt módosítja.' },
      },
    });
    renderPage();
    await screen.findAllByRole('group');
    const halal = rowOf('Haláleset miatti távollét');
    await userEvent.selectOptions(halal.getByRole('combobox', { name: 'Előzetes jóváhagyó' }), 'igazgato');
    expect(halal.getByText('Az előzetes jóváhagyó nem lehet ugyanaz, mint a végső jóváhagyó.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeDisabled();
    await userEvent.selectOptions(halal.getByRole('combobox', { name: 'Előzetes jóváhagyó' }), 'igazgatohelyettes');
    await userEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('Valaki épp ugyanezt módosítja.')).toBeInTheDocument();
  });

  it('drops a default row’s badge once the admin changes it, even back; discarding the changes brings it back', async () => {
    fakeApi({ 'GET /api/admin/getapprovalrouting': answer(table()) });
    renderPage();
    await screen.findAllByRole('group');
    const sick = rowOf('Táppénz');
    const final = sick.getByRole('combobox', { name: 'Végső jóváhagyó' });
    const was = (final as HTMLSelectElement).value;
    const other = was === 'igazgato' ? 'igazgatohelyettes' : 'igazgato';
    await userEvent.selectOptions(final, other);
    expect(sick.queryByText('Alapértelmezett')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeEnabled();
    await userEvent.selectOptions(final, was);
    expect(sick.queryByText('Alapértelmezett')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mentés' })).toBeDisabled();
    await userEvent.selectOptions(final, other);
    await userEvent.click(screen.getByRole('button', { name: 'Változások elvetése' }));
    expect(sick.getByText('Alapértelmezett')).toBeInTheDocument();
    expect(final).toHaveValue(was);
  });

  it('says so when the table cannot be loaded', async () => {
    fakeApi({ 'GET /api/admin/getapprovalrouting': { status: 500, body: { ok: false } } });
    renderPage();
    expect(await screen.findByText('Nem sikerült betölteni a jóváhagyási útvonalakat.')).toBeInTheDocument();
  });
});
