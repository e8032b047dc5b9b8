import { z } from 'zod';

/** The box every sign-up must tick, with or without an invitation. */
export const ZAcceptedTerms = z.literal(true, {
  error: 'You must agree to the Terms of Service and Privacy Policy',
});
