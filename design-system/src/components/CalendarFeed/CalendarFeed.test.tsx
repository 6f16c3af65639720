import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../i18n/i18n.ts';
import { common } from '../../i18n/hu/common.ts';
import { CalendarFeed, type CalendarFeedArea } from './CalendarFeed.tsx';

const T = common.calendarFeed;
const FIRST = 'https://iskola.hu/api/calendar/feed.ics?token=elso';
const SECOND = 'https://iskola.hu/api/calendar/feed.ics?token=masodik';

beforeAll(() => {
  initI18n();
});
afterEach(() => vi.unstubAllGlobals());

/** The gateway's answers by "METHOD /path"; records the calls. */
function fakeGateway(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
      calls.push(key);
      const answer = answers[key] ?? { status: 404, body: { ok: false, message: 'nincs' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderFeed(area: CalendarFeedArea) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CalendarFeed area={area} />
    </QueryClientProvider>,
  );
}

describe('CalendarFeed', () => {
  it('reads the address only when opened, copies it and says so', async () => {
    const calls = fakeGateway({ 'GET /api/user/calendar-feed': { status: 200, body: { url: FIRST } } });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderFeed('user');
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: T.open }));
    expect(await screen.findByRole('textbox', { name: T.address })).toHaveValue(FIRST);
    expect(screen.getByRole('dialog', { name: T.titleOwn })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.copy }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(screen.getByRole('status')).toHaveTextContent(T.copied);
  });

  it('asks before a new address, then shows the new one', async () => {
    const calls = fakeGateway({
      'GET /api/leaders/calendar-feed': { status: 200, body: { url: FIRST } },
      'POST /api/leaders/calendar-feed/regenerate': { status: 200, body: { url: SECOND } },
    });
    renderFeed('leaders');
    await userEvent.click(screen.getByRole('button', { name: T.openSchool }));
    expect(await screen.findByRole('textbox', { name: T.address })).toHaveValue(FIRST);
    expect(screen.getByRole('dialog', { name: T.titleSchool })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.regenerate }));
    expect(screen.getByText(T.regenerateQuestion)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: common.cancel })).toHaveFocus();
    expect(calls).not.toContain('POST /api/leaders/calendar-feed/regenerate');
    await userEvent.click(screen.getByRole('button', { name: T.regenerateConfirm }));
    expect(await screen.findByDisplayValue(SECOND)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(T.regenerated);
    expect(screen.queryByText(T.regenerateQuestion)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.regenerate })).toHaveFocus();
  });

  it("shows the server's refusal with a retry", async () => {
    fakeGateway({ 'GET /api/hr/calendar-feed': { status: 500, body: { ok: false, message: 'Váratlan hiba.' } } });
    renderFeed('hr');
    await userEvent.click(screen.getByRole('button', { name: T.openSchool }));
    expect(await screen.findByText('Váratlan hiba.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: common.retry })).toBeInTheDocument();
  });
});
