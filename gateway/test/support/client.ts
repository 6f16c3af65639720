// A small cookie-keeping HTTP client for tests: real fetch against the real gateway.
export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(public base: string) {}

  /** The same cookies against another gateway instance (scale-out test). */
  withBase(base: string): Client {
    const c = new Client(base);
    for (const [k, v] of this.cookies) c.cookies.set(k, v);
    return c;
  }

  private remember(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now());
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    opts: { json?: unknown; raw?: string; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | FormData | undefined;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] ??= 'application/json';
    } else if (opts.raw !== undefined) body = opts.raw;
    // fetch() writes the multipart body and its Content-Type with the boundary.
    else if (opts.form) body = opts.form;
    const res = await fetch(this.base + path, { method, headers, body, redirect: 'manual' });
    this.remember(res);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }

  post<T = Record<string, unknown>>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { ...(json !== undefined ? { json } : {}), ...(headers ? { headers } : {}) });
  }
}

/**
 * A browser at one address behind the trusted proxy (the gateway started with
 * `TRUST_PROXY: '127.0.0.1'`): its sign-ins carry the address as X-Forwarded-For.
 */
export class ClientAt extends Client {
  constructor(
    base: string,
    readonly address: string,
  ) {
    super(base);
  }

  /** POST from this browser's address. */
  send<T = Record<string, unknown>>(path: string, body: unknown) {
    return this.post<T>(path, body, { 'X-Forwarded-For': this.address });
  }

  /** The staff sign-in, or the admin's. */
  login(email: string, password: string, admin = false) {
    return this.send(`/api/auth/${admin ? 'admin/' : ''}login`, { email, password });
  }
}
