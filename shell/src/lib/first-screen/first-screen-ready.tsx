// Marks where the app shows what a server-rendered first screen showed (first-screen.ts): rendered
// after a remote's App, so its effect runs once the App's whole tree has committed and its first
// reads have started. While any read is still under way (the App's spinner in place of its data),
// it waits; the first screen goes with the data on screen, as the server rendered it. The
// container is not in the page until then, so nothing of the wait is ever seen.
import { useEffect } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { firstScreenShown, handOverFirstScreen } from './first-screen.ts';

function WaitForFirstAnswers() {
  const client = useQueryClient();
  // Re-renders in the same batch as the reads' own results, so the commit that shows them is the
  // one whose effect hands over.
  const fetching = useIsFetching();
  useEffect(() => {
    // The App's reads start in its own effects, which ran just before this one.
    if (fetching === 0 && client.isFetching() === 0) handOverFirstScreen();
  }, [fetching, client]);
  return null;
}

export function FirstScreenReady() {
  return firstScreenShown() ? <WaitForFirstAnswers /> : null;
}

/** For what replaces the first screen's content outright (the error panel, another page). */
export function useHandOverFirstScreen(): void {
  useEffect(handOverFirstScreen, []);
}
