import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';

export const ZAddress = z.object({
  street: singleLine(
    z.string().trim().min(1, 'Enter the street address').max(200, tooLong('street address', 200)),
  ),
  city: singleLine(z.string().trim().min(1, 'Enter the city').max(100, tooLong('city', 100))),
  state: singleLine(z.string().trim().min(1, 'Enter the state').max(50, tooLong('state', 50))),
  zip: singleLine(
    z
      .string()
      .trim()
      .min(1, 'Enter the ZIP code')
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  ),
});
export type TAddress = z.infer<typeof ZAddress>;

/** Spec §3: address_full is the parts joined with commas ("12 Oak St, Springfield, IL, 62701"). */
export function fullAddress(address: TAddress): string {
  return [address.street, address.city, address.state, address.zip].join(', ');
}
