import { VERIFICATION_MESSAGES } from './auth-messages';

/** What the emailed link (`/email-confirmed?token=…&type=signup|email_change`) brought. */
export type VerificationLink =
  | { kind: 'token'; token: string }
  | { kind: 'failed'; message: string }
  /** Nothing in the address: only a signed-in, verified user has a reason to be here. */
  | { kind: 'none' };

const LINK_TYPES = new Set(['signup', 'email_change']);

/**
 * Spec §4 "Email verification": an error in the hash (links forwarded by the landing page) wins,
 * then the token; a token without a known type is not a link we sent.
 */
export function readVerificationLink(search: string, hash: string): VerificationLink {
  const hashParams = new URLSearchParams(hash.replace(/^#/, ''));
  const errorCode = hashParams.get('error_code');
  if (hashParams.has('error') || errorCode) {
    // error_description is not shown: it is text anyone can put in a link.
    return {
      kind: 'failed',
      message:
        errorCode === 'otp_expired'
          ? VERIFICATION_MESSAGES.linkUsedOrExpired
          : VERIFICATION_MESSAGES.unableToVerifyYour,
    };
  }
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const type = query.get('type');
  if (!token && !type) return { kind: 'none' };
  if (!token || !type || !LINK_TYPES.has(type)) {
    return { kind: 'failed', message: VERIFICATION_MESSAGES.invalidLink };
  }
  return { kind: 'token', token };
}
