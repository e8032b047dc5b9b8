import { z } from 'zod';
import { ZEmail } from '../validation/email';
import { ZFullName } from '../validation/full-name';
import { ZNewPassword } from '../validation/password';

/** What every sign-up asks of the new person, with or without an invitation. */
export const NEW_ACCOUNT_FIELDS = { fullName: ZFullName, email: ZEmail, password: ZNewPassword };

/** The box every sign-up must tick, with or without an invitation. */
export const ZAcceptedTerms = z.literal(true, {
  error: 'You must agree to the Terms of Service and Privacy Policy',
});
