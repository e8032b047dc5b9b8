import { parseISO } from 'date-fns';
import { FEDERAL_BASIC_EXCLUSION, figureYearWords } from '@shared/estate/federal-transfer-tax';
import { personColumns } from '@shared/estate/estate-analysis/person-columns';
import { formatCents } from '@shared/finance/money';
import type { TipRule } from '../../tip-rule';

/**
 * One person's estate as the estate plan's "Who gets what" counts it (their column: what they
 * hold, life insurance on their life included, a joint record counted once) at or above the
 * federal basic exclusion amount: estate tax may be due. Never the household added up: each
 * spouse has an exclusion of their own. The figure is stated with its year and source, since it
 * changes every year.
 */
export const federalEstateTax: TipRule = {
  id: 'federal-estate-tax',
  area: 'estate plan',
  evaluate: (context) => {
    const year = parseISO(context.snapshot.today).getFullYear();
    const exclusion = FEDERAL_BASIC_EXCLUSION;
    const people = personColumns(context.snapshot.estate, context.estateAssets);
    return people.flatMap((person) => {
      const totalCents = Object.values(person.byRoute).reduce((sum, cents) => sum + cents, 0);
      return totalCents < exclusion.amountCents
        ? []
        : [
            {
              rule: 'federal-estate-tax',
              severity: 'medium' as const,
              title: `${person.name}’s recorded estate${context.forOwner(person.ownerId)} is above the federal estate tax exclusion`,
              detail: `What ${person.name} holds in the estate plan’s “Who gets what”, life insurance on their life included, adds up to ${formatCents(totalCents)}. The federal basic exclusion amount is ${formatCents(exclusion.amountCents)} per person, ${figureYearWords(exclusion, year)} (${exclusion.citation}); an estate above it may owe federal estate tax. How much depends on deductions, gifts made in life and a married couple’s planning: ask an estate-planning attorney or CPA.`,
              href: '/estate-plan',
              action: 'Open the estate plan',
              source: exclusion.source,
            },
          ];
    });
  },
};
