import { PLANS } from '@shared/brand';

const STATUS_NAMES: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
};

/** Values we have no name for are shown tidied ("some_value" → "Some value") rather than hidden. */
function tidy(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "beta_free" → "Free beta"; the published plans by their names; anything else tidied. */
export function planName(planType: string | null): string {
  if (!planType) return 'No plan';
  if (planType === 'beta_free') return 'Free beta';
  const plan = Object.values(PLANS).find((candidate) => candidate.id === planType);
  return plan ? plan.name : tidy(planType);
}

/** "past_due" → "Payment overdue"; anything else tidied. */
export function statusName(status: string | null): string {
  if (!status) return 'No subscription';
  return STATUS_NAMES[status] ?? tidy(status);
}
