import { z } from 'zod';
import { api } from '@web/lib/api';

const ZRevealed = z.object({ accountNumber: z.string().nullable() });

/**
 * The full account number, asked for each time the person presses Show. It is deliberately not
 * a cached query: the number should not outlive the moment it is on screen.
 */
export async function revealAccountNumber(id: string): Promise<string | null> {
  return (await api(`/assets/${encodeURIComponent(id)}/account-number`, { schema: ZRevealed }))
    .accountNumber;
}
