import type { TipRule } from '../../tip-rule';

/** No attorney, accountant, financial advisor or insurance agent on record for a household. */
export const noAdvisors: TipRule = {
  id: 'no-advisors',
  area: 'advisors',
  evaluate: (context) => {
    const withAdvisors = new Set(context.snapshot.advisors.map((advisor) => advisor.ownerId));
    return context.snapshot.households
      .filter((household) => !withAdvisors.has(household.ownerId))
      .map((household) => ({
        rule: 'no-advisors',
        severity: 'low' as const,
        title: `No advisors recorded${context.forOwner(household.ownerId)}`,
        detail:
          'Record your attorney, accountant, financial advisor or insurance agent, with how to reach them, so your family knows whom to call.',
        href: '/advisors',
        action: 'Add an advisor',
      }));
  },
};
