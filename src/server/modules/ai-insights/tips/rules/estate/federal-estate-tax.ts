import { parseISO } from 'date-fns';
import { FEDERAL_BASIC_EXCLUSION, figureYearWords } from '@shared/estate/federal-transfer-tax';
import { formatCents } from '@shared/finance/money';
import type { TipRule } from '../../tip-rule';

/**
 * Everything the estate plan's "Who gets what" counts for a household (life insurance included)
 * at or above one person's federal basic exclusion amount: estate tax may be due, and the
 * couple's planning decides how much. The figure is stated with its year and source, since it
 * changes every year.
 */
export const federalEstateTax: TipRule = {
  id: 'federal-estate-tax',
  area: 'estate plan',
  evaluate: (context) => {
    const year = parseISO(context.snapshot.today).getFullYear();
    const totals = new Map<string, number>();
    for (const asset of context.estateAssets)
      totals.set(asset.ownerId, (totals.get(asset.ownerId) ?? 0) + asset.valueCents);
    const exclusion = FEDERAL_BASIC_EXCLUSION;
    return [...totals].flatMap(([ownerId, totalCents]) =>
      totalCents < exclusion.amountCents
        ? []
        : [
            {
              rule: 'federal-estate-tax',
              severity: 'medium' as const,
              title: `The estate recorded${context.forOwner(ownerId)} is above the federal estate tax exclusion`,
              detail: `Everything in the estate plan’s “Who gets what”, life insurance included, adds up to ${formatCents(totalCents)}. The federal basic exclusion amount is ${formatCents(exclusion.amountCents)} per person, ${figureYearWords(exclusion, year)} (${exclusion.citation}); an estate above it may owe federal estate tax. How much depends on whose each asset is and on a married couple’s planning: ask an estate-planning attorney or CPA.`,
              href: '/estate-plan',
              action: 'Open the estate plan',
              source: exclusion.source,
            },
          ],
    );
  },
};
