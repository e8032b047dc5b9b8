import type { z } from 'zod';
import type { TAiRequest } from '@shared/ai-insights/ai-schemas';
import { api } from '@web/lib/api';

/** The selected households, sent as every list sends them (`?owners=a,b`). */
function ownersQuery(owners: readonly string[]): string {
  return owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
}

/** Spec §7 ai-financial-assistant: one endpoint, the action in the body; the answer is checked. */
export async function askAssistant<S extends z.ZodType>(
  owners: readonly string[],
  request: TAiRequest,
  schema: S,
): Promise<z.infer<S>> {
  const answer = await api(`/ai-financial-assistant${ownersQuery(owners)}`, {
    method: 'POST',
    body: request,
  });
  return schema.parse(answer);
}
