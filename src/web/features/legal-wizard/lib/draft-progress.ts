import { LEGAL_STEPS, LEGAL_STEP_LABELS } from '@shared/legal/legal-kinds';
import type { TLegalDraft } from '@shared/legal/legal-api';

/** Where a draft stands: "Step 3 of 9: Guardians for minor children". */
export function draftProgress(draft: Pick<TLegalDraft, 'kind' | 'step'>) {
  const steps = LEGAL_STEPS[draft.kind];
  const index = Math.min(Math.max(draft.step, 0), steps.length - 1);
  return {
    index,
    count: steps.length,
    label: LEGAL_STEP_LABELS[steps[index] ?? ''] ?? '',
    text: `Step ${index + 1} of ${steps.length}`,
  };
}

const SAVED_AT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 26, 2026, 9:14 AM", in the reader's own time. */
export function formatSavedAt(iso: string): string {
  return SAVED_AT.format(new Date(iso));
}
