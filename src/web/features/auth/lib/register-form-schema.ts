import { z } from 'zod';
import { ZSignUpRequest } from '@shared/auth/auth-schemas';
import { PASSWORDS_DO_NOT_MATCH } from '@shared/validation/password';

/**
 * The sign-up request plus what only the form has: the confirmation and an unticked box.
 * Every rule comes from the shared schema; `when` makes the mismatch show alongside the other
 * field errors instead of only once they are fixed.
 */
export const ZRegisterForm = ZSignUpRequest.extend({
  acceptedTerms: z.boolean().pipe(ZSignUpRequest.shape.acceptedTerms),
  confirmPassword: z.string(),
}).refine((form) => form.password === form.confirmPassword, {
  path: ['confirmPassword'],
  message: PASSWORDS_DO_NOT_MATCH,
  when: () => true,
});

export type TRegisterFormInput = z.input<typeof ZRegisterForm>;
export type TRegisterForm = z.output<typeof ZRegisterForm>;
