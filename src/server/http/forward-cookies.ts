import type { Context } from 'hono';

/** Copies the Set-Cookie headers of a better-auth call onto our response. */
export function forwardSetCookies(c: Context, headers: Headers | null | undefined): void {
  for (const cookie of headers?.getSetCookie() ?? [])
    c.header('Set-Cookie', cookie, { append: true });
}

/** The session token inside a session Set-Cookie header (`name=token.signature; …`), if any. */
export function sessionTokenFromSetCookies(
  headers: Headers | null | undefined,
  cookieName: string,
): string | null {
  for (const cookie of headers?.getSetCookie() ?? []) {
    const [pair = ''] = cookie.split(';');
    const [name, value = ''] = pair.split('=');
    if (name?.trim() === cookieName && value)
      return decodeURIComponent(value).split('.')[0] ?? null;
  }
  return null;
}
