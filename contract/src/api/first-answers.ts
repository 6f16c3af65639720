// The API answers a deep link's first screen asks for as soon as it mounts. On a page the gateway
// does not render itself (a remote on another origin or without a server renderer, a session
// that is gone) it names them in the HTML as preloads, so the browser fetches them with the
// scripts instead of after every script has run; the screen's own request then takes the
// preloaded answer. Here and not in the remote, because such a page is composed without the
// remote's code. Only GETs without a query string of the signed-in person's own data, fetched the
// way `apiRequest` fetches (credentials included). e2e/shell/first-answers.test.ts fails when a
// screen stops asking for what is listed here, or its server render (the remote's FIRST_READS)
// reads something else.
import { withoutTrailingSlash } from '../remote-props.ts';

export const FIRST_ANSWERS: readonly { path: string; api: readonly string[] }[] = [
  // staff-area.md §7 "Teacher: request form": quotas, drafts and frequency (getdata).
  { path: '/app/tanar/keres', api: ['/api/user/teacher/getdata'] },
  // The teacher's history screen: every own request.
  { path: '/app/tanar/elozmenyek', api: ['/api/user/teacher/history'] },
];

/** The answers to preload for a page's path (a trailing slash ignored). */
export function firstAnswersOf(pathname: string): readonly string[] {
  const normal = withoutTrailingSlash(pathname);
  return FIRST_ANSWERS.find((f) => f.path === normal)?.api ?? [];
}
