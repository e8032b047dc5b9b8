/** Query parameters and hash contents of emailed links that must not outlive their first use. */
const SECRET_PARAMS = ['token', 'type', 'error', 'error_code', 'error_description'];

/**
 * SECURITY-CHECKLIST 19: once a screen has read a token from the address bar, it is removed so it
 * does not stay in the history, a bookmark, a shared screen or a Referer header. The router keeps
 * its own copy of the location, so the screen can still use what it read; other parameters
 * (an invitation) are kept.
 */
export function removeUrlSecrets(): void {
  const url = new URL(window.location.href);
  SECRET_PARAMS.forEach((name) => url.searchParams.delete(name));
  url.hash = '';
  window.history.replaceState(window.history.state, '', url.pathname + url.search);
}
