/** A small cookie-keeping HTTP client for tests: it behaves like a browser tab, following nothing by itself. */
export class Browser {
  private cookies = new Map<string, string>();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  getCookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : this.baseUrl + path;
    const headers = new Headers(init.headers);
    if (this.cookies.size && !headers.has('Cookie')) headers.set('Cookie', this.cookieHeader());
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url, { ...init, body, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\b/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Follows redirects like a browser navigation, returning every hop and the last response. */
  async navigate(path: string, init: RequestInit = {}): Promise<{ res: Response; hops: string[] }> {
    const hops: string[] = [];
    let res = await this.fetch(path, init);
    let current = path.startsWith('http') ? path : this.baseUrl + path;
    for (let i = 0; i < 20 && res.status >= 300 && res.status < 400; i++) {
      const location = res.headers.get('Location')!;
      current = new URL(location, current).toString();
      hops.push(current);
      res = await this.fetch(current);
    }
    return { res, hops };
  }
}

/** Reads the built-in provider's sign-in form and submits it, as a person would in the browser. */
export async function signInThroughBuiltinProvider(
  browser: Browser,
  person: { email: string; firstName: string; lastName: string },
  returnTo?: string,
): Promise<{ res: Response; hops: string[] }> {
  const start = await browser.navigate('/api/login' + (returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''));
  const formPage = await start.res.text();
  const action = /<form method="post" action="([^"]+\/login)"/.exec(formPage)?.[1];
  if (!action) throw new Error(`No sign-in form (status ${start.res.status}): ${formPage.slice(0, 300)}`);
  const posted = await browser.fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(person).toString(),
  });
  if (posted.status < 300 || posted.status >= 400) return { res: posted, hops: [] };
  return browser.navigate(new URL(posted.headers.get('Location')!, browser.baseUrl + action).toString());
}
