import { TEST_APP_URL, type TestApp } from './test-app';

/**
 * A browser-like client for integration tests: keeps the cookies the server sets, sends them
 * back, and sends the same-origin Origin header on writes.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly t: TestApp,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.extraHeaders)) headers.set(name, value);
    if (this.cookies.size > 0)
      headers.set(
        'Cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('Origin'))
      headers.set('Origin', TEST_APP_URL);
    const response = await this.t.request(path, { ...init, headers });
    this.storeCookies(response);
    return response;
  }

  get(path: string, headers?: Record<string, string>): Promise<Response> {
    return this.request(path, headers ? { headers } : {});
  }

  post(path: string, body?: unknown): Promise<Response> {
    return this.send('POST', path, body);
  }

  put(path: string, body?: unknown): Promise<Response> {
    return this.send('PUT', path, body);
  }

  patch(path: string, body?: unknown): Promise<Response> {
    return this.send('PATCH', path, body);
  }

  delete(path: string, body?: unknown): Promise<Response> {
    return this.send('DELETE', path, body);
  }

  private send(method: string, path: string, body: unknown): Promise<Response> {
    return this.request(path, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
  }

  private storeCookies(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired =
        attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
