// The hand-over from a first screen the gateway rendered to the app (lib/first-screen): the app
// renders into a container that is not in the page, which takes the first screen's place once the
// app shows the screen with its data, at a navigation elsewhere, or after FIRST_SCREEN_MAX_MS
// whatever it shows.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../query-client.ts';
import { FIRST_SCREEN_MAX_MS, appContainer, firstScreenShown, handOverFirstScreen } from '../first-screen.ts';
import { FirstScreenReady } from '../first-screen-ready.tsx';

function servedPage(firstScreen: boolean) {
  document.body.innerHTML = firstScreen
    ? '<div id="first-screen" inert aria-hidden="true"><p>from the server</p></div>'
    : '<div id="root"></div>';
}

afterEach(() => {
  handOverFirstScreen();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A screen that reads one answer, then shows it, followed by the marker, as RemoteApp renders it. */
function Screen({ answer }: { answer: Promise<string> }) {
  const { data } = useQuery({ queryKey: ['answer'], queryFn: () => answer });
  return <p>{data ?? 'spinner'}</p>;
}

describe('the first screen', () => {
  it('given a page without one, the app renders into #root and nothing is handed over', () => {
    servedPage(false);
    const root = document.getElementById('root');
    expect(appContainer()).toBe(root);
    expect(firstScreenShown()).toBe(false);
    handOverFirstScreen();
    expect(document.body.firstElementChild).toBe(root);
  });

  it('given one, the app renders outside the page, and takes its place once its first reads are in, with them on screen', async () => {
    servedPage(true);
    const container = appContainer();
    expect(container.id).toBe('root');
    expect(container.isConnected).toBe(false);
    expect(firstScreenShown()).toBe(true);
    let answer!: (value: string) => void;
    const pending = new Promise<string>((resolve) => (answer = resolve));
    const client = createQueryClient();
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <QueryClientProvider client={client}>
          <Screen answer={pending} />
          <FirstScreenReady />
        </QueryClientProvider>,
      ),
    );
    // Still reading: the spinner stays out of sight, the server's screen stays.
    expect(container.textContent).toBe('spinner');
    expect(document.getElementById('first-screen')).not.toBeNull();
    await act(async () => {
      answer('the data');
      // TanStack Query tells its observers in a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.body.firstElementChild).toBe(container);
    expect(container.textContent).toBe('the data');
    expect(firstScreenShown()).toBe(false);
    act(() => root.unmount());
  });

  it('given an app that never shows the screen, it takes the place after FIRST_SCREEN_MAX_MS', () => {
    vi.useFakeTimers();
    servedPage(true);
    const container = appContainer();
    vi.advanceTimersByTime(FIRST_SCREEN_MAX_MS - 1);
    expect(container.isConnected).toBe(false);
    vi.advanceTimersByTime(1);
    expect(container.isConnected).toBe(true);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('hands over once: a later call changes nothing', () => {
    servedPage(true);
    const container = appContainer();
    handOverFirstScreen();
    container.remove();
    handOverFirstScreen();
    expect(container.isConnected).toBe(false);
  });
});
