import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { ZKeptSecret } from './sensitive-number';

/**
 * What names an account at its institution, bank or investment alike: the institution, the
 * account's name, and its number (kept when omitted).
 */
export const ACCOUNT_IDENTITY_FIELDS = {
  institutionName: singleLine(
    z
      .string({ error: 'Enter the institution' })
      .trim()
      .min(1, 'Enter the institution')
      .max(200, tooLong('institution', 200)),
  ),
  accountName: singleLine(
    z
      .string({ error: 'Enter a name for the account' })
      .trim()
      .min(1, 'Enter a name for the account')
      .max(200, tooLong('account name', 200)),
  ),
  accountNumber: ZKeptSecret,
};
