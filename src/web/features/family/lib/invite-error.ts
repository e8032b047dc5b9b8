import type { UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import type { TCreateInvitationRequest } from '@shared/family/family-schemas';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { INVITE_FIELDS } from './invite-form-schema';

/**
 * Where a refused invitation says why: the server's field messages under their fields; "already
 * invited" or "already a member" (409) under the email, the field it is about; anything else (no
 * subscription any more, no connection) in a toast.
 */
export function showInviteError(
  error: unknown,
  setError: UseFormSetError<TCreateInvitationRequest>,
): void {
  if (applyServerFieldErrors(error, setError, INVITE_FIELDS)) return;
  if (error instanceof ApiError && error.code === 'CONFLICT') {
    setError('inviteeEmail', { type: 'server', message: error.message }, { shouldFocus: true });
    return;
  }
  toast.error("Couldn't send the invitation", { description: errorMessage(error) });
}
