// A page whose first screen the gateway rendered (docs/decisions/0545-signed-in-first-screen-on-the-server.md)
// arrives with that markup in `<div id="first-screen" inert aria-hidden="true">` and no #root:
// the screen shows before any script runs, and cannot be used until the app takes over. The app
// renders meanwhile into a container that is not in the page yet, so the page never holds two
// copies of a screen (two `id="main"`, a locator or a label finding the other one), and the
// container takes the first screen's place in one step once the app shows the same screen with
// its data (handOverFirstScreen), or anything else instead (a redirect, the error panel).
// Without a first screen nothing here does anything: the app renders into #root as before.
import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_ANSWERS_ID } from '@tavollet/contract/remote-props';

/** The element the gateway puts the server-rendered screen into. */
const FIRST_SCREEN_ID = 'first-screen';

/**
 * How long the app may take before its container replaces the first screen whatever it shows:
 * a screen that never becomes usable would be worse than the app's own loading state.
 */
export const FIRST_SCREEN_MAX_MS = 10_000;

let firstScreen: Element | null = null;
let container: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Where the app renders: #root as served, or, below a first screen, a new #root that is put in
 * its place by handOverFirstScreen. Call once, before rendering.
 */
export function appContainer(doc: Document = document): HTMLElement {
  const root = doc.getElementById('root');
  firstScreen = doc.getElementById(FIRST_SCREEN_ID);
  if (!firstScreen) {
    if (!root) throw new Error('#root is missing from index.html');
    container = root;
    return root;
  }
  container = root ?? doc.createElement('div');
  container.id = 'root';
  container.remove();
  timer = setTimeout(handOverFirstScreen, FIRST_SCREEN_MAX_MS);
  return container;
}

/**
 * The answers the first screen was rendered from (the gateway's JSON data block: the session
 * check's and the screen's reads, dehydrated), taken out of the page; undefined without one.
 */
export function takeFirstAnswers(doc: Document = document): DehydratedState | undefined {
  const block = doc.getElementById(FIRST_ANSWERS_ID);
  if (!block) return undefined;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as DehydratedState;
  } catch {
    // A broken block is no answer: the app's reads ask the server.
    return undefined;
  }
}

/** True while the server-rendered screen is shown in place of the app. */
export function firstScreenShown(): boolean {
  return firstScreen !== null;
}

/**
 * The app's container takes the first screen's place (once; later calls do nothing). Called in a
 * layout effect, so the browser paints the app's screen in the same frame the other one goes.
 */
export function handOverFirstScreen(): void {
  if (!firstScreen || !container) return;
  clearTimeout(timer);
  firstScreen.replaceWith(container);
  firstScreen = null;
}
