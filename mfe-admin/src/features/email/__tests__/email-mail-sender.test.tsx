// The "Iskola és feladó" card of the e-mail screen (docs/decisions/0567-mail-sender-settings.md):
// the server's defaults as hints, the admin's values sent trimmed (empty: back to the default),
// the server's refusal shown. The real gateway is exercised by gateway/test/admin-email/mail-sender.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { EmailPage } from '../components/email-page.tsx';
import { baseRoutes, fakeApi, renderWithClient } from './email-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const senderForm = async () => {
  await waitFor(() => expect(document.querySelector('[data-form="mail-sender"]')).not.toBeNull());
  return document.querySelector<HTMLFormElement>('[data-form="mail-sender"]')!;
};

describe('the sender card', () => {
  it('shows the defaults as hints, sends the fields trimmed and shows the saved values', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...baseRoutes([]),
      'PATCH /api/admin/updatemailsender': ({ body }) => ({
        body: {
          ok: true,
          stored: body as { schoolName: string | null; from: string | null },
          defaults: { schoolName: 'Iskola', from: 'Távollét <noreply@localhost>' },
        },
      }),
    });
    renderWithClient(<EmailPage />);
    const form = await senderForm();
    expect(within(form).getByText('Üresen: Iskola')).toBeInTheDocument();
    expect(within(form).getByText('Üresen: Távollét <noreply@localhost>')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Iskola neve'), '  Demo Általános Iskola ');
    await user.click(within(form).getByRole('button', { name: 'Mentés' }));
    expect(await within(form).findByText('A feladó beállításai mentve.')).toBeInTheDocument();
    expect(api.of('PATCH', '/api/admin/updatemailsender').map((c) => c.body)).toEqual([
      { schoolName: 'Demo Általános Iskola', from: '' },
    ]);
  });

  it("shows the server's refusal of a From", async () => {
    const user = userEvent.setup();
    fakeApi({
      ...baseRoutes([]),
      'PATCH /api/admin/updatemailsender': {
        status: 400,
        body: { ok: false, message: 'A feladó formája: cím@domain.hu vagy Név <cím@domain.hu>.' },
      },
    });
    renderWithClient(<EmailPage />);
    const form = await senderForm();
    await user.type(within(form).getByLabelText('Feladó'), 'a@b.hu, c@d.hu');
    await user.click(within(form).getByRole('button', { name: 'Mentés' }));
    expect(await screen.findByText('A feladó formája: cím@domain.hu vagy Név <cím@domain.hu>.')).toBeInTheDocument();
  });
});
