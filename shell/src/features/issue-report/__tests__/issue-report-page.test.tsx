import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../../../i18n/hu.json';
import { IssueReportPage } from '../components/issue-report-page.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});
afterEach(() => vi.unstubAllGlobals());

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pdf = new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });

const renderPage = () =>
  render(
    <MemoryRouter>
      <IssueReportPage />
    </MemoryRouter>,
  );

describe('IssueReportPage', () => {
  it('given empty subject or description, shows the spec message and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await userEvent.type(screen.getByLabelText(/^Tárgy/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(screen.getByText('A tárgy és a leírás megadása kötelező.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given a critical bug switched to a suggestion, the flag is cleared and not sent', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true, message: 'Köszönjük! A bejelentést rögzítettük és feldolgozzuk.', bejelentes_id: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await userEvent.click(screen.getByLabelText('Kritikus hiba (akadályozza a munkát)'));
    await userEvent.selectOptions(screen.getByLabelText(/A bejelentés típusa/), 'fejlesztes');
    expect(screen.queryByLabelText('Kritikus hiba (akadályozza a munkát)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/A bejelentés típusa/), 'hiba');
    expect(screen.getByLabelText('Kritikus hiba (akadályozza a munkát)')).not.toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText(/A bejelentés típusa/), 'fejlesztes');

    await userEvent.type(screen.getByLabelText(/^Tárgy/), 'Ötlet');
    await userEvent.type(screen.getByLabelText(/^Leírás/), 'Sötét nyomtatási nézet');
    await userEvent.click(screen.getByRole('button', { name: 'Beküldés' }));
    await screen.findByText('Köszönjük! A bejelentést rögzítettük és feldolgozzuk.');
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ bejelentes_tipus: 'fejlesztes', targy: 'Ötlet', leiras: 'Sötét nyomtatási nézet', kritikus: false, kepek: [] });
  });

  it('given images and a PDF, keeps only the images (at most 8), and remove and clear work', async () => {
    renderPage();
    const input = screen.getByLabelText('Képernyőképek');
    await userEvent.upload(input, [png('a.png'), pdf, png('b.png')], { applyAccept: false });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.getByText('2 / 8 kép')).toBeInTheDocument();

    await userEvent.upload(input, Array.from({ length: 8 }, (_, i) => png(`x${i}.png`)));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(8));

    await userEvent.click(screen.getByRole('button', { name: 'Eltávolítás: a.png' }));
    expect(screen.getAllByRole('img')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Űrlap törlése' }));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });
});
