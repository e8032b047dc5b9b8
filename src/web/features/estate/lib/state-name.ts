import { US_STATES } from '@shared/onboarding/onboarding-schemas';

const NAMES = new Map<string, string>(US_STATES.map(([code, name]) => [code, name]));

/** "Texas" for "TX"; an unknown code as it is. */
export function stateName(code: string): string {
  return NAMES.get(code) ?? code;
}
