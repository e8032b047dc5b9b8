import { listOfNames, propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import { FIX_ROUTES } from '@shared/estate/estate-analysis/fix-links';
import { formatCents } from '@shared/finance/money';
import type { TPolicyKind } from '@shared/estate/policy-schemas';
import { costText } from '../bills/obligation-text';
import { obligationsOf, type TipContext } from '../../tip-context';
import type { TipRule } from '../../tip-rule';
import {
  isMortgage,
  looksLikeAutoInsurance,
  looksLikeHomeInsurance,
  looksLikeLifeInsurance,
  vehicleWords,
} from './insurance-evidence';

function hasPolicy(context: TipContext, ownerId: string, kind: TPolicyKind): boolean {
  return context.snapshot.estate.policies.some(
    (policy) => policy.ownerId === ownerId && policy.kind === kind,
  );
}

function propertiesOf(context: TipContext, ownerId: string, kind: 'home' | 'vehicle') {
  return context.snapshot.estate.properties.filter(
    (property) => property.ownerId === ownerId && property.kind === kind,
  );
}

/** The household's mortgage, from its obligations or its loans, as a phrase; null without one. */
function mortgageText(context: TipContext, ownerId: string): string | null {
  const obligation = obligationsOf(context, ownerId).find(isMortgage);
  if (obligation) return `a mortgage (${obligation.vendor}, ${costText(obligation)})`;
  const loan = context.snapshot.loans.find(
    (each) =>
      each.ownerId === ownerId &&
      each.loanType === 'mortgage' &&
      each.currentOutstandingBalanceCents > 0,
  );
  return loan
    ? `a mortgage (${loan.bankName}, ${formatCents(loan.currentOutstandingBalanceCents)} left)`
    : null;
}

/**
 * Children or a mortgage depend on the household's income, and no life policy is recorded (nor a
 * premium that looks like one).
 */
export const noLifeInsurance: TipRule = {
  id: 'no-life-insurance',
  area: 'insurance',
  evaluate: (context) =>
    context.snapshot.estate.households.flatMap((household) => {
      const { ownerId } = household;
      if (hasPolicy(context, ownerId, 'life')) return [];
      if (obligationsOf(context, ownerId).some(looksLikeLifeInsurance)) return [];
      const mortgage = mortgageText(context, ownerId);
      const reasons = [
        household.children.length > 0 ? `children (${listOfNames(household.children)})` : null,
        mortgage,
      ].filter((reason): reason is string => reason !== null);
      if (reasons.length === 0) return [];
      return [
        {
          rule: 'no-life-insurance',
          severity: 'high' as const,
          title: `No life insurance recorded${context.forOwner(ownerId)}`,
          detail: `You have ${reasons.join(' and ')}, and no life insurance policy is recorded. If you have one, record it with its beneficiaries so your family can claim it; if not, consider whether your family could keep up without your income.`,
          href: FIX_ROUTES.policies,
          action: 'Record a life policy',
        },
      ];
    }),
};

/** Vehicles on record and nothing that looks like auto insurance (a policy or a premium). */
export const vehicleWithoutInsurance: TipRule = {
  id: 'vehicle-without-insurance',
  area: 'insurance',
  evaluate: (context) =>
    context.snapshot.households.flatMap(({ ownerId }) => {
      const vehicles = propertiesOf(context, ownerId, 'vehicle');
      if (vehicles.length === 0 || hasPolicy(context, ownerId, 'auto')) return [];
      const words = vehicleWords(vehicles);
      if (obligationsOf(context, ownerId).some((each) => looksLikeAutoInsurance(each, words)))
        return [];
      const names = listOfNames(vehicles.map(propertyLabel));
      return [
        {
          rule: 'vehicle-without-insurance',
          severity: 'medium' as const,
          title: `No auto insurance recorded for ${names}`,
          detail: `${vehicles.length === 1 ? 'The vehicle is' : `${vehicles.length} vehicles are`} on record, but no auto policy or premium is. If ${vehicles.length === 1 ? 'it is' : 'they are'} insured, add the premium as an obligation and record the policy, so your family knows whom to call after an accident.`,
          href: FIX_ROUTES.policies,
          action: 'Record the auto policy',
        },
      ];
    }),
};

/** A home owned (a home property or a mortgage) and nothing that looks like home insurance. */
export const homeWithoutInsurance: TipRule = {
  id: 'home-without-insurance',
  area: 'insurance',
  evaluate: (context) =>
    context.snapshot.households.flatMap(({ ownerId }) => {
      if (hasPolicy(context, ownerId, 'home')) return [];
      if (obligationsOf(context, ownerId).some(looksLikeHomeInsurance)) return [];
      const homes = propertiesOf(context, ownerId, 'home').map(propertyLabel);
      const mortgage = mortgageText(context, ownerId);
      if (homes.length === 0 && !mortgage) return [];
      const what = homes.length > 0 ? listOfNames(homes) : 'your home';
      return [
        {
          rule: 'home-without-insurance',
          severity: 'medium' as const,
          title: `No home insurance recorded for ${what}`,
          detail: `${homes.length > 0 ? `${what} is on record` : `You have ${mortgage}`}, but no home insurance policy or premium is. If it is paid with the mortgage or another way, record the policy so your family knows whom to call after damage.`,
          href: FIX_ROUTES.policies,
          action: 'Record the home policy',
        },
      ];
    }),
};
