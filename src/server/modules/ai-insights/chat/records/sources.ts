import type { TAiSource, TSourceKind } from '@shared/ai-insights/ai-schemas';
import type {
  FinancialAccountFacts,
  InstrumentFacts,
  PolicyFacts,
  PropertyFacts,
} from '@shared/estate/estate-analysis/estate-facts';
import {
  accountLabel,
  instrumentLabel,
  policyLabel,
  propertyLabel,
} from '@shared/estate/estate-analysis/estate-labels';
import { LOAN_TYPE_LABELS, type LoanType } from '@shared/finance/loan-schemas';
import { FIX_ROUTES } from '@shared/estate/estate-analysis/fix-links';
import { accountLabel as investmentAccountLabel } from '@shared/investments/valuation';
import type { THolding, TInvestmentAccount } from '@shared/investments/investment-schemas';
import type {
  SearchableText,
  SnapshotAdvisor,
  SnapshotDocument,
  SnapshotLoan,
  SnapshotObligation,
} from '../../snapshot/household-snapshot';

/**
 * The records an answer cites, each with the screen that shows it. Only names go in a label:
 * the snapshot holds no account or policy number, and none is ever added here.
 */

export function obligationSource(obligation: SnapshotObligation): TAiSource {
  return {
    kind: 'obligation',
    id: obligation.id,
    label: obligation.entityName
      ? `${obligation.vendor} (${obligation.entityName})`
      : obligation.vendor,
    href: `/expenses?search=${encodeURIComponent(obligation.vendor)}`,
  };
}

export function accountSource(account: FinancialAccountFacts): TAiSource {
  return { kind: 'account', id: account.id, label: accountLabel(account), href: '/accounts' };
}

/** "Wells Fargo mortgage", "Toyota Financial Services auto loan". */
export function loanLabel(loan: SnapshotLoan): string {
  const type = loan.loanType.toLowerCase();
  if (type === 'mortgage') return `${loan.bankName} mortgage`;
  const label = (LOAN_TYPE_LABELS[type as LoanType] as string | undefined) ?? loan.loanType;
  return `${loan.bankName} ${type === 'heloc' ? label : label.toLowerCase()} loan`;
}

export function loanSource(loan: SnapshotLoan): TAiSource {
  return { kind: 'loan', id: loan.id, label: loanLabel(loan), href: '/loans' };
}

export function propertySource(property: PropertyFacts): TAiSource {
  return {
    kind: 'property',
    id: property.id,
    label: propertyLabel(property),
    href: '/properties',
  };
}

export function investmentSource(account: TInvestmentAccount): TAiSource {
  return {
    kind: 'investment',
    id: account.id,
    label: investmentAccountLabel(account),
    href: '/investments',
  };
}

export function holdingSource(holding: THolding): TAiSource {
  return {
    kind: 'holding',
    id: holding.id,
    label: holding.symbol ? `${holding.symbol} · ${holding.name}` : holding.name,
    href: '/investments',
  };
}

export function policySource(policy: PolicyFacts): TAiSource {
  return { kind: 'policy', id: policy.id, label: policyLabel(policy), href: FIX_ROUTES.policies };
}

export function instrumentSource(instrument: InstrumentFacts): TAiSource {
  return {
    kind: 'instrument',
    id: instrument.id,
    label: instrumentLabel(instrument),
    href: FIX_ROUTES.instrument(instrument.kind),
  };
}

export function documentSource(document: Pick<SnapshotDocument, 'id' | 'name'>): TAiSource {
  return {
    kind: 'document',
    id: document.id,
    label: document.name,
    href: `/nido-hub?search=${encodeURIComponent(document.name)}`,
  };
}

export function searchableTextSource(text: SearchableText): TAiSource {
  if (text.kind === 'document') return { ...documentSource({ id: text.id, name: text.title }) };
  return {
    kind: 'guidebook',
    id: text.id,
    label: text.title,
    href: text.href || '/family-guidebook',
  };
}

export function advisorSource(advisor: SnapshotAdvisor): TAiSource {
  return { kind: 'advisor', id: advisor.id, label: advisor.name, href: '/advisors' };
}

export const PLAN_SOURCE: TAiSource = {
  kind: 'plan',
  id: null,
  label: 'Triggering event plan',
  href: '/triggering-event',
};

export const ESTATE_PLAN_SOURCE: TAiSource = {
  kind: 'instrument',
  id: null,
  label: 'Estate plan',
  href: '/estate-plan',
};

/** At most this many records are cited one by one; the rest are summed up in one link. */
export const MAX_LISTED_SOURCES = 20;

/**
 * The first records of a long list one by one, then one source for the rest (a total over 5,000
 * obligations cites the screen, not 5,000 rows).
 */
export function limitedSources(
  sources: readonly TAiSource[],
  rest: { kind: TSourceKind; noun: string; href: string },
): TAiSource[] {
  if (sources.length <= MAX_LISTED_SOURCES) return [...sources];
  const listed = sources.slice(0, MAX_LISTED_SOURCES - 1);
  return [
    ...listed,
    {
      kind: rest.kind,
      id: null,
      label: `${sources.length - listed.length} more ${rest.noun}`,
      href: rest.href,
    },
  ];
}
