import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { acceptInvitationFailure } from './accept-invitation-error';

const already = {
  title: 'Already Accepted',
  description: 'This invitation has already been accepted.',
  alreadyAccepted: true,
};

describe('acceptInvitationFailure', () => {
  it.each([
    [new ApiError(409, 'CONFLICT', 'This invitation has already been accepted')],
    [new ApiError(404, 'NOT_FOUND', 'Invalid or expired invitation code')],
  ])('calls an answer saying %s "Already Accepted"', (error) => {
    expect(acceptInvitationFailure(error)).toEqual(already);
  });

  it('shows any other server message under "Invitation Error"', () => {
    const message =
      'This invitation was sent to another email address. Sign in with the address it was sent to.';
    expect(acceptInvitationFailure(new ApiError(403, 'FORBIDDEN', message))).toEqual({
      title: 'Invitation Error',
      description: message,
      alreadyAccepted: false,
    });
  });

  it.each([
    ['no connection', new ApiError(0, 'NETWORK', 'Could not reach Nido.')],
    ['a malformed answer', new Error('Expected string, received number')],
    ['an empty message', new ApiError(500, 'INTERNAL', '')],
    ['something thrown that is not an error', 'boom'],
  ])('falls back to the spec text after %s', (_case, error) => {
    expect(acceptInvitationFailure(error)).toEqual({
      title: 'Invitation Error',
      description: 'Failed to accept invitation. Please try again or contact support',
      alreadyAccepted: false,
    });
  });

  it('takes the screen’s own fallback', () => {
    expect(acceptInvitationFailure(null, 'Failed to accept invitation').description).toBe(
      'Failed to accept invitation',
    );
  });
});
