import type { TRuleSource } from '../state-rule-types';

/**
 * Issue 37: where a state's own law limits how long an authorization to disclose health records
 * may last, beyond what the federal HIPAA Privacy Rule asks. Read from the statute; a state
 * missing here was not found to add a limit (see next-ten-checked.ts for which were searched).
 */
export type THipaaDurationLimit = {
  /** The authorization must end on a date no later than this many months after it is signed. */
  maxMonths: number;
  citation: string;
  source: TRuleSource;
  note: string;
};

export const HIPAA_DURATION_LIMITS: Readonly<Record<string, THipaaDurationLimit>> = {
  MD: {
    maxMonths: 12,
    citation: 'Md. Code, Health-Gen. § 4-303(b)',
    source: {
      title: 'Md. Code, Health-Gen. § 4-303, disclosure on authorization (self-law.org)',
      url: 'https://self-law.org/code/md/health-general/4-303',
    },
    note: 'Maryland limits an authorization to disclose medical records to one year (except for nursing-home residents and criminal-justice referrals).',
  },
};
