// The gateway refuses a report whose screenshot does not decode, naming the file: the message is
// shown and the rest of the form stays, so only that image needs removing before sending again.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import { unreadableImageMessage } from '@tavollet/contract/api/issue-report';
import shellTexts from '../../../i18n/hu.json';
import { renderWithClient } from '../../../test/render-with-client.tsx';
import { IssueReportPage } from '../components/issue-report-page.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});
afterEach(() => vi.unstubAllGlobals());

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

describe('IssueReportPage after a refused screenshot', () => {
  it("given the gateway's unreadable-image refusal, shows it and keeps the texts and the images", async () => {
    const message = unreadableImageMessage('hibas.png');
    const fetchMock = vi.fn(async () => Response.json({ ok: false, message }, { status: 400 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithClient(
      <MemoryRouter>
        <IssueReportPage />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText(/^Tárgy/), 'Üres lista');
    await userEvent.type(screen.getByLabelText(/^Leírás/), 'Nem jelenik meg semmi.');
    await userEvent.upload(screen.getByLabelText('Képernyőképek'), [png('jo.png'), png('hibas.png')]);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Beküldés' }));
    await screen.findByText(message);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Tárgy/)).toHaveValue('Üres lista');
    expect(screen.getByLabelText(/^Leírás/)).toHaveValue('Nem jelenik meg semmi.');
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['jo.png', 'hibas.png']);
  });
});
