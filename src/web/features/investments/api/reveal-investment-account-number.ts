import { z } from 'zod';
import { api } from '@web/lib/api';

const ZRevealed = z.object({ accountNumber: z.string().nullable() });

/**
 * The full account number, asked for each time the person presses Show; deliberately not a
 * cached query, so the number does not outlive the moment it is on screen.
 */
export async function revealInvestmentAccountNumber(id: string): Promise<string | null> {
  return (await api(`/investments/${encodeURIComponent(id)}/account-number`, { schema: ZRevealed }))
    .accountNumber;
}
