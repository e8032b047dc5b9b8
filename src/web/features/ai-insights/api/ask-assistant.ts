import type { z } from 'zod';
import type { TAiRequest } from '@shared/ai-insights/ai-schemas';
import { api } from '@web/lib/api';

/** Said when an answer is not in the expected shape (a zod error's text is no message to show). */
export const UNEXPECTED_ANSWER_MESSAGE = 'Something went wrong. Please try again.';

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
  const parsed = schema.safeParse(answer);
  // The actions' "Error" toast shows the message: not the zod issues as JSON.
  if (!parsed.success) throw new Error(UNEXPECTED_ANSWER_MESSAGE, { cause: parsed.error });
  return parsed.data;
}
