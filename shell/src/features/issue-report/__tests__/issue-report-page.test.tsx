import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import { ISSUE_MESSAGES } from '@tavollet/contract/api/issue-report';
import shellTexts from '../../../i18n/hu.json';
import { renderWithClient } from '../../../test/render-with-client.tsx';
import { IssueReportPage } from '../components/issue-report-page.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});
afterEach(() => vi.unstubAllGlobals());

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pdf = new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });

const MB = 1024 * 1024;
/** A PNG that claims a size, so the limits can be met without megabytes of bytes. */
const pngOfSize = (name: string, size: number) => Object.defineProperty(png(name), 'size', { value: size });

/** jsdom has no DataTransfer: a paste or drag event carrying files and the clipboard's types. */
function transferEvent(type: string, files: File[], types: string[], key: 'clipboardData' | 'dataTransfer') {
  const event = new Event(type, { bubbles: true, cancelable: true });
  return Object.defineProperty(event, key, { value: { files, types, dropEffect: 'copy' } });
}

const renderPage = () =>
  renderWithClient(
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

  it('given a refused send, each empty field says so until it is filled, the note stays until both are, and clearing the form drops both', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage();
    const subject = screen.getByLabelText(/^Tárgy/);
    const description = screen.getByLabelText(/^Leírás/);
    await userEvent.click(screen.getByRole('button', { name: 'Beküldés' }));
    expect(await screen.findByText('A tárgy és a leírás megadása kötelező.')).toBeInTheDocument();
    expect(screen.getAllByText('A mező kitöltése kötelező.')).toHaveLength(2);
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    // The focus is not moved.
    expect(screen.getByRole('button', { name: 'Beküldés' })).toHaveFocus();

    await userEvent.type(subject, 'Lassú lista');
    await waitFor(() => expect(subject).not.toHaveAttribute('aria-invalid', 'true'));
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('A tárgy és a leírás megadása kötelező.')).toBeInTheDocument();
    // Both filled: the cause is gone, and so is the note, before any new send.
    await userEvent.type(description, 'A HR lista lassan tölt.');
    await waitFor(() => expect(screen.queryByText('A tárgy és a leírás megadása kötelező.')).toBeNull());

    // Emptied again: missing again.
    await userEvent.clear(subject);
    expect(await screen.findByText('A tárgy és a leírás megadása kötelező.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Űrlap törlése' }));
    expect(subject).toHaveValue('');
    expect(screen.queryByText('A tárgy és a leírás megadása kötelező.')).toBeNull();
    expect(screen.queryByText('A mező kitöltése kötelező.')).toBeNull();
  });

  it('given a critical bug switched to a suggestion, the flag is cleared and not sent', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ ok: true, message: 'Köszönjük! A bejelentést rögzítettük és feldolgozzuk.', bejelentes_id: 1 }),
    );
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
    // Sent as multipart: the texts as fields, no image parts.
    const body = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.entries()]).toEqual([
      ['bejelentes_tipus', 'fejlesztes'],
      ['targy', 'Ötlet'],
      ['leiras', 'Sötét nyomtatási nézet'],
      ['kritikus', 'false'],
    ]);
  });

  it('given images and a PDF, keeps only the images (at most 8), and remove and clear work', async () => {
    renderPage();
    const input = screen.getByLabelText('Képernyőképek');
    await userEvent.upload(input, [png('a.png'), pdf, png('b.png')], { applyAccept: false });
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.getByText('2 / 8 kép')).toBeInTheDocument();

    await userEvent.upload(
      input,
      Array.from({ length: 8 }, (_, i) => png(`x${i}.png`)),
    );
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(8));

    await userEvent.click(screen.getByRole('button', { name: 'Eltávolítás: a.png' }));
    expect(screen.getAllByRole('img')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Űrlap törlése' }));
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('given pasted clipboard images, numbers them képernyőkép-1, -2 so they can be told apart', async () => {
    renderPage();
    document.body.dispatchEvent(transferEvent('paste', [png('image.png')], ['Files'], 'clipboardData'));
    await screen.findByRole('img', { name: 'képernyőkép-1.png' });
    document.body.dispatchEvent(transferEvent('paste', [png('image.png')], ['Files'], 'clipboardData'));
    await screen.findByRole('img', { name: 'képernyőkép-2.png' });
    expect(screen.getByRole('button', { name: 'Eltávolítás: képernyőkép-1.png' })).toBeInTheDocument();
  });

  it('given text copied from Excel (text and a bitmap) pasted into a field, the browser pastes the text and no image is taken', async () => {
    renderPage();
    for (const field of [screen.getByLabelText(/^Tárgy/), screen.getByLabelText(/^Leírás/)]) {
      const paste = transferEvent('paste', [png('image.png')], ['text/plain', 'text/html', 'Files'], 'clipboardData');
      field.dispatchEvent(paste);
      expect(paste.defaultPrevented).toBe(false);
    }
    // Only an image on the clipboard: taken even while a field has the focus.
    const imageOnly = transferEvent('paste', [png('image.png')], ['Files'], 'clipboardData');
    screen.getByLabelText(/^Leírás/).dispatchEvent(imageOnly);
    expect(imageOnly.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
  });

  it("given images over 20 MB together, refuses the one that would exceed it with the gateway's text", async () => {
    renderPage();
    const input = screen.getByLabelText('Képernyőképek');
    await userEvent.upload(
      input,
      [1, 2, 3, 4].map((i) => pngOfSize(`nagy${i}.png`, 4.5 * MB)),
    );
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
    expect(screen.queryByText(ISSUE_MESSAGES.imagesTooLarge)).toBeNull();

    await userEvent.upload(input, [pngOfSize('nagy5.png', 3 * MB), pngOfSize('kicsi.png', MB)]);
    await screen.findByText(ISSUE_MESSAGES.imagesTooLarge);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'nagy1.png',
      'nagy2.png',
      'nagy3.png',
      'nagy4.png',
      'kicsi.png',
    ]);
  });

  it('given a file dropped next to the drop zone, the browser does not open it; after leaving the page it may again', async () => {
    const { unmount } = renderPage();
    const nearMiss = transferEvent('dragover', [png('a.png')], ['Files'], 'dataTransfer');
    screen.getByRole('heading', { name: 'Hibajelentés' }).dispatchEvent(nearMiss);
    expect(nearMiss.defaultPrevented).toBe(true);
    const drop = transferEvent('drop', [png('a.png')], ['Files'], 'dataTransfer');
    document.body.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    // Text dragged around the page is left alone.
    const text = transferEvent('dragover', [], ['text/plain'], 'dataTransfer');
    document.body.dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);

    // Dropped on the zone, the image is added as before.
    screen
      .getByTestId('screenshot-drop-zone')
      .dispatchEvent(transferEvent('drop', [png('zona.png')], ['Files'], 'dataTransfer'));
    await screen.findByRole('img', { name: 'zona.png' });

    unmount();
    const later = transferEvent('drop', [png('a.png')], ['Files'], 'dataTransfer');
    document.body.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
