import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../../../../test/fake-api.ts';
import { historyRow } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('history filters: created range', () => {
  it('given created-from after created-to, says so in Hungarian at the created-to field', async () => {
    fakeApi({
      'GET /api/user/teacher/history': { body: { ok: true, items: [historyRow({ id: 1 })], total: 1, next: null } },
    });
    renderApp('/app/tanar/elozmenyek?letrehozva_tol=2026-11-20&letrehozva_ig=2026-11-01');
    const to = await screen.findByLabelText('Létrehozva eddig');
    expect(to).toHaveAccessibleDescription(
      expect.stringContaining('A „Létrehozva ettől” dátum nem lehet későbbi, mint a „Létrehozva eddig” dátum.'),
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
  });

  it('given an ordered or half-open range, shows no such message', async () => {
    fakeApi({
      'GET /api/user/teacher/history': { body: { ok: true, items: [historyRow({ id: 1 })], total: 1, next: null } },
    });
    renderApp('/app/tanar/elozmenyek?letrehozva_tol=2026-11-01&letrehozva_ig=2026-11-01');
    expect(await screen.findByLabelText('Létrehozva eddig')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/nem lehet későbbi/)).toBeNull();
  });
});
