import { US_STATES } from '@shared/onboarding/onboarding-schemas';

/** "CA" → "California"; the code itself when it is not in the list. */
export function usStateName(code: string | null): string | null {
  if (!code) return null;
  return US_STATES.find(([stateCode]) => stateCode === code)?.[1] ?? code;
}
