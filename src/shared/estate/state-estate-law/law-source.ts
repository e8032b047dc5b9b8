import { US_STATES } from '../../onboarding/onboarding-schemas';

/**
 * Issue 38: every state-law figure names the statute it comes from, the page it was read on and
 * the day it was read. A rule with no page read is absent, and the product says "unverified".
 */
export type TLawSource = { title: string; url: string; readOn: string };

/** A state-law rule in plain words with its citation, and the pages it was read on. */
export type TCitedRule = { text: string; citation: string; sources: readonly TLawSource[] };

/** A task a state's law puts on the plan: its title and the rule behind it. */
export type TStateLawTask = TCitedRule & {
  state: string;
  /** The plan's task title. */
  title: string;
};

/** The day the pages below were read. */
export const READ_ON = '2026-11-29';

export function page(title: string, url: string): TLawSource {
  return { title, url, readOn: READ_ON };
}

/** The word the product shows where no source was read. */
export const UNVERIFIED = 'unverified';

const STATE_NAMES = new Map<string, string>(US_STATES.map(([code, name]) => [code, name]));

/** "California" for "CA"; the code itself for anything else. */
export function stateName(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}

/** "$208,850" for whole dollars, "$84,000.50" otherwise: the amounts the reasons quote. */
export function dollars(cents: number): string {
  const whole = Number.isInteger(cents / 100);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
