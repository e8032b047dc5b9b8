import { z } from 'zod';
import { api } from '@web/lib/api';

const ZRevealed = z.object({ accountNumber: z.string().nullable() });

/**
 * The loan's full account number, asked for each time the person presses Show; deliberately not
 * a cached query, so the number does not outlive the moment it is on screen.
 */
export async function revealLoanNumber(id: string): Promise<string | null> {
  return (await api(`/loans/${encodeURIComponent(id)}/account-number`, { schema: ZRevealed }))
    .accountNumber;
}
