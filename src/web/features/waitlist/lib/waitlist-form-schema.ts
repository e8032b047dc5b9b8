import { z } from 'zod';
import { ZWaitlistRequest } from '@shared/public-intake/public-intake-schemas';

/**
 * The shared request with the one thing only the form has: a country select that starts empty.
 * Every rule (name, email, age 18–120, the country list) is the shared schema's.
 */
export const ZWaitlistForm = ZWaitlistRequest.extend({
  country: z.string().pipe(ZWaitlistRequest.shape.country),
});

export type TWaitlistFormInput = z.input<typeof ZWaitlistForm>;
export type TWaitlistForm = z.output<typeof ZWaitlistForm>;
