// The audit log screen (features/audit/): a row's before/after table with Hungarian field and
// action names, the filters in the URL and the call (back to page 1), the export link carrying the
// filter, the empty text and the load failure. The real gateway is exercised by
// gateway/test/admin-audit/ and e2e/admin/audit-log.test.ts.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AUDIT_ACTION_LABELS, type AuditRow } from '@tavollet/contract/api/admin-audit';
import '../../../i18n/register.ts';
import texts from '../../../i18n/audit.hu.json';
import { fakeApi, newClient } from '../../../lib/__tests__/admin-test-kit.tsx';
import { AuditPage } from '../components/audit-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(url = '/admin/naplo') {
  const router = createMemoryRouter([{ path: '/admin/naplo', element: <AuditPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={newClient({ retry: false })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const row = (over: Partial<AuditRow> = {}): AuditRow => ({
  id: 'a1',
  at: '2026-03-02T09:15:00.000Z',
  actorKind: 'admin',
  actorNev: 'Teszt Admin',
  actorEmail: 'admin@teszt.hu',
  action: 'admin.quota_updated',
  target: '12',
  targetLabel: 'Árvai Ödön',
  elotte: { rendes_szabadsag_keret: 20 },
  utana: { rendes_szabadsag_keret: 25 },
  reszletek: { ev: 2026 },
  ip: '127.0.0.1',
  ...over,
});

const answer = (rows: AuditRow[], total = rows.length) => ({
  body: { ok: true, rows, total, oldal: 1, meret: 25, oldalak: Math.ceil(total / 25) },
});

const queries = () =>
  (globalThis.fetch as unknown as Mock).mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/getauditlog')
    .map((u) => u.searchParams);

describe('the audit log screen', () => {
  it('names every action the contract knows, with the same Hungarian words the CSV uses', () => {
    expect(texts.audit.actions).toEqual(AUDIT_ACTION_LABELS);
  });

  it('shows who, when, what, whom and the changed fields before and after', async () => {
    fakeApi({ 'GET /api/admin/getauditlog': answer([row()], 1) });
    renderPage();
    const cells = await screen.findByRole('cell', { name: /Árvai Ödön/ });
    const tr = cells.closest('tr')!;
    expect(within(tr).getByText('Teszt Admin')).toBeInTheDocument();
    expect(within(tr).getByText('Szabadságkeret módosítása')).toBeInTheDocument();
    expect(within(tr).getByText('2026. 03. 02. 10:15:00')).toBeInTheDocument();
    const change = within(tr).getByRole('row', { name: /Rendes szabadság kerete/ });
    expect(
      within(change)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['20', '25']);
    expect(screen.getByText(/1 bejegyzés/)).toBeInTheDocument();
  });

  it('sends the filters from the URL, goes back to page 1 on a new filter, and the export link carries the filter', async () => {
    fakeApi({ 'GET /api/admin/getauditlog': answer([row()], 60) });
    const router = renderPage('/admin/naplo?szemely=arvai&oldal=2');
    await screen.findByText('Teszt Admin');
    expect(queries().at(-1)!.get('szemely')).toBe('arvai');
    expect(queries().at(-1)!.get('oldal')).toBe('2');
    await userEvent.selectOptions(screen.getByLabelText('Művelet'), 'admin.quota_updated');
    await waitFor(() => expect(queries().at(-1)!.get('muvelet')).toBe('admin.quota_updated'));
    expect(queries().at(-1)!.get('oldal')).toBeNull();
    expect(router.state.location.search).toContain('muvelet=admin.quota_updated');
    expect(screen.getByRole('link', { name: 'Letöltés CSV-ben' })).toHaveAttribute(
      'href',
      '/api/admin/exportauditlog?szemely=arvai&muvelet=admin.quota_updated',
    );
  });

  it('says when nothing matches, and offers a retry when the load fails', async () => {
    fakeApi({ 'GET /api/admin/getauditlog': answer([]) });
    renderPage();
    expect(await screen.findByText('Nincs a szűrésnek megfelelő bejegyzés.')).toBeInTheDocument();
    vi.restoreAllMocks();
    fakeApi({ 'GET /api/admin/getauditlog': { status: 500, body: { ok: false, message: 'Belső hiba.' } } });
    renderPage('/admin/naplo?cel=x');
    expect(await screen.findByRole('button', { name: 'Újra' })).toBeInTheDocument();
  });
});
