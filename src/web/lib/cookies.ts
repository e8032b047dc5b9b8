/** While the server renders a page (synchronously), the request's Cookie header. */
let renderingCookies: string | null = null;

/**
 * Runs a synchronous server render in which `readCookie` reads the request's Cookie header, as
 * the browser would read document.cookie (the sidebar's collapsed state, say).
 */
export function withCookieHeader<T>(header: string, render: () => T): T {
  renderingCookies = header;
  try {
    return render();
  } finally {
    renderingCookies = null;
  }
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const cookies = typeof document === 'undefined' ? (renderingCookies ?? '') : document.cookie;
  for (const part of cookies.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}
