// A page opened with a session cookie preloads its screen's first API answers. When the session
// check then finds the session gone (expired, ended elsewhere), those answers are 401s that the
// browser keeps until a request takes them, and the screen's own request after signing in on this
// same page would take one. Taking them now leaves the screen to ask afresh.
export function dropPreloadedAnswers(doc: Document = document): void {
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"][crossorigin="use-credentials"]');
  for (const link of links) {
    // The session check's own preload was taken by the check itself.
    if (new URL(link.href).pathname === '/api/auth/me') continue;
    void fetch(link.href, { credentials: 'include' }).then(
      (res) => res.body?.cancel(),
      () => undefined,
    );
  }
}
