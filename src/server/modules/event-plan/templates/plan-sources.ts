import type { TTaskSource } from '@shared/triggering-event/plan-schemas';

/**
 * The sources each task names beside its deadline or rule: those collected in
 * research/estate-and-ai.md §3. A link is given only where the notes give the page; the others
 * are named so the family (or their attorney) can look them up.
 */
export const SOURCES = {
  estateExecChecklist: {
    label: 'EstateExec executor checklist',
    url: 'https://www.estateexec.com/Docs/Executor_Checklist',
  },
  estateExecFirst3Months: {
    label: 'EstateExec: the first 3 months',
    url: 'https://www.estateexec.com/Docs/First_3_Months',
  },
  californiaWill: { label: 'California Probate Code §8200', url: null },
  illinoisWill: { label: 'Illinois 755 ILCS 5/6-12', url: null },
  irsPub559: { label: 'IRS Publication 559 (Survivors, Executors, and Administrators)', url: null },
  creditBureaus: {
    label: 'Experian and ScoreSense on reporting a death to the credit bureaus',
    url: null,
  },
  socialSecurity: { label: 'Social Security Administration: lump-sum death payment', url: null },
  deathCertificates: {
    label: 'Executor guides (10–15 certified copies in several, 5–12 in others)',
    url: null,
  },
} as const satisfies Record<string, TTaskSource>;
