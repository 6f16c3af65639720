import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { IssuesPage } from '../components/issues-page.tsx';
import { fakeApi, issue, listAnswer, renderWithClient } from './issues-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const kepek = [
  { kep_id: 11, fajlnev: 'kepernyo.webp', url: '/api/admin/issues/4/images/11' },
  { kep_id: 12, fajlnev: 'masik.webp', url: '/api/admin/issues/4/images/12' },
];
const forwardOk = {
  body: {
    ok: true,
    message: 'A bejelentést továbbítottuk a fejlesztőnek.',
    bejelentes_id: 4,
    statusz: 'fejlesztonek_tovabbitva',
    tovabbitva_fejlesztonek: true,
  },
};

describe('the details dialog', () => {
  it('shows every field and the screenshots only once opened, lazily, with their names; Escape closes it and the focus returns', async () => {
    fakeApi({ 'GET /api/admin/getissuedata': listAnswer([issue(4, { kepek, kritikus_e: true })]) });
    renderWithClient(<IssuesPage />);
    const opener = await screen.findByRole('button', { name: 'Részletek: Bejelentés 4' });
    expect(document.querySelectorAll('img')).toHaveLength(0);
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Bejelentés részletei' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(value('Időpont')).toBe('2026. 03. 02. 10:05');
    expect(value('Bejelentő')).toBe('Kovács Anna (kovacs.anna@iskola.hu)');
    expect(value('Típus')).toBe('Hiba');
    expect(value('Státusz')).toBe('Új');
    expect(value('Tárgy')).toBe('Bejelentés 4');
    expect(value('Leírás')).toBe('A lista üres marad.\nMásodik sor.');
    const images = within(dialog).getAllByRole('img', { name: /^Csatolt kép: / });
    expect(images.map((i) => [i.getAttribute('src'), i.getAttribute('loading')])).toEqual([
      ['/api/admin/issues/4/images/11', 'lazy'],
      ['/api/admin/issues/4/images/12', 'lazy'],
    ]);
    expect(within(dialog).getByText('kepernyo.webp')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Továbbítás fejlesztőnek' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Hiba lezárása' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(opener).toHaveFocus();
  });

  it('names any type other than hiba "Fejlesztési javaslat" and turns off the actions a closed, forwarded report no longer has', async () => {
    fakeApi({
      'GET /api/admin/getissuedata': listAnswer([
        issue(4, { bejelentes_tipus: 'fejlesztes', statusz: 'lezarva', tovabbitva_fejlesztonek: true }),
      ]),
    });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Részletek: Bejelentés 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Bejelentés részletei' });
    expect(within(dialog).getByText('Típus').nextElementSibling).toHaveTextContent('Fejlesztési javaslat');
    expect(within(dialog).getByText('Nincs csatolt kép.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Továbbítás fejlesztőnek' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Hiba lezárása' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablak bezárása' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given an image that does not load, logs it and shows a placeholder with the file name', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({ 'GET /api/admin/getissuedata': listAnswer([issue(4, { kepek })]) });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Részletek: Bejelentés 4' }));
    fireEvent.error(screen.getByRole('img', { name: 'Csatolt kép: kepernyo.webp' }));
    expect(await screen.findByText('A kép nem tölthető be.')).toBeInTheDocument();
    expect(screen.getByText('kepernyo.webp')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.any(String), '/api/admin/issues/4/images/11');
    expect(screen.getAllByRole('img', { name: /^Csatolt kép: / })).toHaveLength(1);
  });

  it('given Hiba lezárása, closes the report and the dialog shows it closed', async () => {
    let closed = false;
    fakeApi({
      'GET /api/admin/getissuedata': () => listAnswer([issue(4, closed ? { statusz: 'lezarva' } : {})]),
      'PATCH /api/admin/closeissue': () => {
        closed = true;
        return { body: { ok: true, message: 'A bejelentés lezárva.', bejelentes_id: 4, statusz: 'lezarva' } };
      },
    });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Részletek: Bejelentés 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Bejelentés részletei' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hiba lezárása' }));
    expect(await within(dialog).findByText('A bejelentés lezárva.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Hiba lezárása' })).toBeDisabled());
    expect(within(dialog).getByText('Státusz').nextElementSibling).toHaveTextContent('Lezárva');
    // Its own button is off now: the focus waits on "Ablak bezárása", so Escape still closes the dialog.
    expect(within(dialog).getByRole('button', { name: 'Ablak bezárása' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the forward dialog', () => {
  it('shows the subject and the recipient, sends the message, says "Küldés…" meanwhile, then closes and the row is forwarded', async () => {
    let forwarded = false;
    let release: () => void = () => undefined;
    const api = fakeApi({
      'GET /api/admin/getissuedata': () =>
        listAnswer([issue(4, forwarded ? { statusz: 'fejlesztonek_tovabbitva', tovabbitva_fejlesztonek: true } : {})]),
      'POST /api/admin/forwardtodeveloper': () =>
        new Promise((resolve) => {
          release = () => {
            forwarded = true;
            resolve(forwardOk);
          };
        }),
    });
    renderWithClient(<IssuesPage />);
    const opener = await screen.findByRole('button', { name: 'Továbbítás: Bejelentés 4' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Továbbítás fejlesztőnek' });
    expect(within(dialog).getByText('Tárgy').nextElementSibling).toHaveTextContent('Bejelentés 4');
    expect(within(dialog).getByText('Címzett').nextElementSibling).toHaveTextContent('fejleszto@iskola.hu');
    await userEvent.type(within(dialog).getByLabelText('Üzenet a fejlesztőnek'), '  Nézd meg ma.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Továbbítás' }));
    expect(await within(dialog).findByRole('button', { name: 'Küldés…' })).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('POST', '/api/admin/forwardtodeveloper')[0]!.body).toEqual({ issue_id: 4, message: 'Nézd meg ma.' });
    expect(await screen.findByText('A bejelentést továbbítottuk a fejlesztőnek.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Továbbítás: Bejelentés 4' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Részletek: Bejelentés 4' })).toHaveFocus();
  });

  it('given no message, sends an empty string; Mégse closes without sending', async () => {
    const api = fakeApi({
      'GET /api/admin/getissuedata': listAnswer([issue(4)]),
      'POST /api/admin/forwardtodeveloper': forwardOk,
    });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Továbbítás: Bejelentés 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.of('POST', '/api/admin/forwardtodeveloper')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Továbbítás: Bejelentés 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Továbbítás' }));
    await waitFor(() => expect(api.of('POST', '/api/admin/forwardtodeveloper')).toHaveLength(1));
    expect(api.of('POST', '/api/admin/forwardtodeveloper')[0]!.body).toEqual({ issue_id: 4, message: '' });
  });

  it('opens from the details dialog above it and returns there', async () => {
    fakeApi({ 'GET /api/admin/getissuedata': listAnswer([issue(4)]) });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Részletek: Bejelentés 4' }));
    const forwardButton = screen.getByRole('button', { name: 'Továbbítás fejlesztőnek' });
    await userEvent.click(forwardButton);
    expect(screen.getByRole('dialog', { name: 'Továbbítás fejlesztőnek' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Továbbítás fejlesztőnek' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Bejelentés részletei' })).toBeInTheDocument();
    expect(forwardButton).toHaveFocus();
  });

  it('given a refusal, shows the server message in the dialog; without one "Nem sikerült továbbítani"; without an answer "Ismeretlen hiba történt."', async () => {
    let answer: { status: number; body: unknown } | 'network-error' = {
      status: 409,
      body: { ok: false, message: 'A bejelentést már továbbították a fejlesztőnek.' },
    };
    fakeApi({
      'GET /api/admin/getissuedata': listAnswer([issue(4)]),
      'POST /api/admin/forwardtodeveloper': () => answer,
    });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Továbbítás: Bejelentés 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Továbbítás fejlesztőnek' });
    const send = () => userEvent.click(within(dialog).getByRole('button', { name: 'Továbbítás' }));
    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A bejelentést már továbbították a fejlesztőnek.',
    );
    answer = { status: 500, body: { ok: false } };
    await send();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Nem sikerült továbbítani'));
    answer = 'network-error';
    await send();
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Ismeretlen hiba történt.'));
  });

  it('given no developer address on the server, says so up front and offers no send', async () => {
    const api = fakeApi({ 'GET /api/admin/getissuedata': listAnswer([issue(4)], null) });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Továbbítás: Bejelentés 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Továbbítás fejlesztőnek' });
    expect(within(dialog).getByText(/Nincs beállítva a fejlesztő e-mail-címe \(DEVELOPER_EMAIL\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Továbbítás' })).toBeDisabled();
    expect(within(dialog).queryByText('Címzett')).toBeNull();
    expect(api.of('POST', '/api/admin/forwardtodeveloper')).toHaveLength(0);
  });
});
