// The API answers a page rendered by the gateway was rendered from
// (docs/decisions/0545-signed-in-first-screen-on-the-server.md): the gateway puts them into the
// page as a JSON data block (`<script type="application/json" id="first-answers">`, keyed by the
// call's URL path), and the first GET of each URL takes its answer from there instead of asking
// again, so the screen renders exactly what the server-rendered one showed, without a request.
// Each answer is taken once: any later read of the same URL asks the server.

/** The id of the page's data block. */
export const EMBEDDED_ANSWERS_ID = 'first-answers';

let answers: Map<string, unknown> | null = null;

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const block = document.getElementById(EMBEDDED_ANSWERS_ID);
  if (!block) return answers;
  block.remove();
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    if (parsed && typeof parsed === 'object') for (const [url, body] of Object.entries(parsed)) answers.set(url, body);
  } catch {
    // A broken block is no answer: the calls ask the server.
  }
  return answers;
}

/** The embedded answer of `GET <url>` (a same-origin path), once; undefined when there is none. */
export function takeEmbeddedAnswer(url: string): { body: unknown } | undefined {
  const kept = read();
  if (!kept.has(url)) return undefined;
  const body = kept.get(url);
  kept.delete(url);
  return { body };
}

/** Forgets what was read (tests, which build one page after another in the same module). */
export function forgetEmbeddedAnswers(): void {
  answers = null;
}
