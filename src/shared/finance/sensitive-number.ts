import { z } from 'zod';
import { singleLine } from '../validation/plain-text';

/**
 * An account or policy number as written ("4410-22-918", "238-771204"): letters and digits (some
 * vendors use letters), with the dashes and single spaces between them kept, so a revealed number
 * reads as the card or statement prints it. Stored encrypted; shown as its last 4 (`lastFour`
 * leaves the separators out).
 */
export const ZAccountNumber = z
  .string()
  .transform((value) =>
    value
      .replace(/\s*-\s*/g, '-')
      .replace(/\s+/g, ' ')
      .replace(/^[\s-]+|[\s-]+$/g, ''),
  )
  .pipe(
    singleLine(
      z
        .string()
        .regex(
          /^([A-Za-z0-9]+([ -]+[A-Za-z0-9]+)*)?$/,
          'Use letters, digits, spaces and dashes only',
        )
        .refine(
          (value) => value.replace(/[\s-]/g, '').length <= 34,
          'An account number has at most 34 letters and digits',
        ),
    ),
  );

/**
 * The last four letters or digits of a number as printed or typed: spaces, dashes and other
 * separators are not part of it, so "118-2045-7 0-03" ends in "7003", never "0-03". Every mask
 * and every stored last 4 comes from here.
 */
export function lastFour(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(-4);
}

/** "****1234", or "" when there is nothing to show. */
export function maskLastFour(last4: string | null | undefined): string {
  return last4 ? `****${last4}` : '';
}

/**
 * A secret number in a create or update: omitted keeps what is stored (the form only ever saw
 * its last 4), empty or null removes it, a value replaces it.
 */
export const ZKeptSecret = ZAccountNumber.nullish().transform((value) =>
  value === undefined ? undefined : value || null,
);
