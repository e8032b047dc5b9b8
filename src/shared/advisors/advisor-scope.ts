import { z } from 'zod';

/**
 * What an advisor's grant opens (issue 35): the owner picks sections when granting, and may change
 * them later. Everything outside answers 404, like another household's data. Family members
 * (guests, viewers) and the owner see every section.
 */
export const ADVISOR_SECTIONS = [
  'expenses',
  'accounts',
  'loans',
  'properties',
  'investments',
  'policies',
  'estate',
  'documents',
  'guidebook',
] as const;
export type TAdvisorSection = (typeof ADVISOR_SECTIONS)[number];

export const ADVISOR_SECTION_LABELS: Record<TAdvisorSection, string> = {
  expenses: 'Monthly expenses',
  accounts: 'Financial accounts',
  loans: 'Loans',
  properties: 'Properties',
  investments: 'Investments',
  policies: 'Insurance policies',
  estate: 'Estate plan and advisor contacts',
  documents: 'Documents',
  guidebook: 'Family guidebook entries shared with them',
};

/**
 * Screens drawn from several sections open only to a grant that covers every one of them: a
 * summary would otherwise show what the grant leaves out.
 */
export const COMPOSITE_VIEW_NEEDS = {
  /** Net worth and the month's bills. */
  dashboard: ['expenses', 'accounts', 'loans', 'properties', 'investments'],
  /** Who gets what: every account, policy and property and how it passes. */
  estateSummary: ['estate', 'accounts', 'investments', 'policies', 'properties'],
  /**
   * The guidebook's part assembled from the records (who to call first, where originals are,
   * key documents): an advisor shared only the guidebook sees the entries shared with them.
   */
  guidebookAssembled: ['estate', 'documents'],
  /** The survivor runway: cash against the bills, with the life policies. */
  runway: ['accounts', 'expenses', 'policies'],
  /** The assistant answers about everything, and the binder prints everything. */
  aiInsights: ADVISOR_SECTIONS,
  binder: ADVISOR_SECTIONS,
} as const satisfies Record<string, readonly TAdvisorSection[]>;

export const ZAdvisorScope = z.object({
  sections: z
    .array(z.enum(ADVISOR_SECTIONS))
    .min(1, 'Choose at least one section to share')
    .transform((sections) => ADVISOR_SECTIONS.filter((section) => sections.includes(section))),
  /** May the advisor reveal full account and policy numbers (off unless the owner turns it on). */
  revealNumbers: z.boolean().default(false),
});
export type TAdvisorScope = z.output<typeof ZAdvisorScope>;

/** A scope as the API answers it (the request schema above also orders and checks). */
export const ZAdvisorScopeView = z.object({
  sections: z.array(z.enum(ADVISOR_SECTIONS)),
  revealNumbers: z.boolean(),
});
export type TAdvisorScopeView = z.infer<typeof ZAdvisorScopeView>;
export type TAdvisorScopeInput = z.input<typeof ZAdvisorScope>;

/** Every section, numbers masked: what a grant made without a choice gets. */
export const FULL_ADVISOR_SCOPE: TAdvisorScope = {
  sections: [...ADVISOR_SECTIONS],
  revealNumbers: false,
};

/** Whether a scope opens everything `needs` names. */
export function scopeCovers(
  scope: Pick<TAdvisorScope, 'sections'>,
  needs: readonly TAdvisorSection[],
): boolean {
  return needs.every((section) => scope.sections.includes(section));
}

/** "Monthly expenses, Loans and Documents" (the advisor card, the invitation email). */
export function describeSections(sections: readonly TAdvisorSection[]): string {
  if (sections.length === ADVISOR_SECTIONS.length) return 'everything in the household';
  const labels = sections.map((section) => ADVISOR_SECTION_LABELS[section]);
  return labels.length <= 1
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
