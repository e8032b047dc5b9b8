import { z } from 'zod';
import { ZCreateInvitationRequest } from '@shared/family/family-schemas';
import { normalizeFullName } from '@shared/validation/full-name';

/**
 * The shared request schema, with the name's message about the person being invited: the shared
 * full-name rule speaks to whoever types their own name ("Please enter your full name").
 */
export const ZInviteForm = ZCreateInvitationRequest.extend({
  inviteeName: z
    .string()
    .transform(normalizeFullName)
    .refine((name) => name.length > 0, { message: 'Please enter their full name' }),
});

export const INVITE_FIELDS = ['inviteeName', 'inviteeEmail'] as const;
