const HASH_KEYS = ['access_token', 'token_hash', 'error', 'error_code', 'type'];

/**
 * Spec §2: a verification link that lands on `/` (a hash with a token, error or type, or
 * `?token=…&type=signup`) belongs to /email-confirmed, hash and query kept. Returns the target,
 * or null when the landing page should show.
 */
export function verificationRedirectTarget(search: string, hash: string): string | null {
  const hashParams = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const query = new URLSearchParams(search);
  const inHash = HASH_KEYS.some((key) => hashParams.has(key));
  const inQuery = query.has('token') && query.get('type') === 'signup';
  return inHash || inQuery ? `/email-confirmed${search}${hash}` : null;
}
