import { z } from 'zod';
import { ZResetPasswordRequest } from '@shared/auth/auth-schemas';
import { PASSWORDS_DO_NOT_MATCH } from '@shared/validation/password';

/** Spec §5: at least 6 characters (the shared reset rule) and both fields equal. */
export const ZResetPasswordForm = z
  .object({
    newPassword: ZResetPasswordRequest.shape.newPassword,
    confirmPassword: z.string(),
    signOutEverywhere: z.boolean(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
    when: () => true,
  });

export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;
