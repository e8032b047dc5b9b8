import { z } from 'zod';
import { api } from '@web/lib/api';

const ZRevealed = z.object({ policyNumber: z.string().nullable() });

/**
 * The full policy number, asked for each time the person presses Show; deliberately not a cached
 * query, so the number does not outlive the moment it is on screen. The server logs each reveal.
 */
export async function revealPolicyNumber(id: string): Promise<string | null> {
  return (await api(`/policies/${encodeURIComponent(id)}/policy-number`, { schema: ZRevealed }))
    .policyNumber;
}
