import { ZVerifyEmailResponse, type TVerifyEmailResponse } from '@shared/auth/auth-schemas';
import { api } from '@web/lib/api';

/**
 * A plain call rather than a mutation hook: the screen starts it exactly once, from an effect
 * guarded by a ref, and keeps the outcome in its own state.
 */
export function verifyEmail(token: string): Promise<TVerifyEmailResponse> {
  return api('/auth/verify-email', {
    method: 'POST',
    body: { token },
    schema: ZVerifyEmailResponse,
  });
}
