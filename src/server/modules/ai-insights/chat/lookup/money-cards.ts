import { isoDay, nextDueDate } from '@shared/finance/household-summary';
import { ASSET_TYPE_LABELS } from '@shared/finance/asset-schemas';
import { LOAN_TYPE_LABELS, type LoanType } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import type { PropertyFacts } from '@shared/estate/estate-analysis/estate-facts';
import { propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import type {
  HouseholdSnapshot,
  SnapshotLoan,
  SnapshotObligation,
} from '../../snapshot/household-snapshot';
import { asExpense } from '../records/expense-like';
import { MAX_LISTED_OBLIGATIONS, monthlyCents } from '../records/obligation-lines';
import {
  accountSource,
  loanLabel,
  loanSource,
  obligationSource,
  propertySource,
} from '../records/sources';
import { vehicleNames, vehicleOf } from '../records/vehicles';
import { formatDay, ordinal, rateText } from '../text/format';
import { normalizeText } from '../text/normalize';
import { chargeText, wordsOf } from './card-words';
import type { CardFact, RecordCard } from './record-card';

/** The home an obligation is for, by its address (a bill records the address, not the home). */
function homeAt(address: string | null, homes: readonly PropertyFacts[]): PropertyFacts | null {
  if (!address) return null;
  const wanted = normalizeText(address);
  return (
    homes.find((home) => {
      const at = normalizeText(home.addressFull ?? '');
      return at !== '' && (at === wanted || at.includes(wanted) || wanted.includes(at));
    }) ?? null
  );
}

function dueFact(obligation: SnapshotObligation, today: string): CardFact | null {
  if (!obligation.autoPayDate) return null;
  const next = nextDueDate(asExpense(obligation), new Date(`${today}T00:00:00Z`));
  const every = obligation.frequency === 'monthly' ? 'each month' : `(${obligation.frequency})`;
  const nextText = next ? `, next on ${formatDay(isoDay(next))}` : '';
  return {
    attributes: ['due'],
    text: `due on the ${ordinal(obligation.autoPayDate)} ${every}${nextText}`,
  };
}

function obligationCard(
  obligation: SnapshotObligation,
  snapshot: HouseholdSnapshot,
  loanOf: ReadonlyMap<string, SnapshotLoan>,
): RecordCard {
  const homes = snapshot.estate.properties.filter((property) => property.kind === 'home');
  const home = homeAt(obligation.addressFull, homes);
  const loan = loanOf.get(obligation.id);
  const monthly = monthlyCents(obligation);
  const facts: CardFact[] = [
    {
      attributes: ['cost'],
      text: chargeText(obligation.costCents, obligation.frequency, monthly),
      cents: monthly,
      key: `obligation:${obligation.id}`,
    },
  ];
  const due = dueFact(obligation, snapshot.today);
  if (due) facts.push(due);
  if (obligation.bankAccount)
    facts.push({
      attributes: ['paidFrom'],
      text: `${obligation.isAutoPay ? 'on auto-pay from' : 'paid from'} ${obligation.bankAccount}`,
    });
  else if (!obligation.isAutoPay) facts.push({ attributes: ['paidFrom'], text: 'not on auto-pay' });
  const balance = loan?.currentOutstandingBalanceCents ?? obligation.outstandingLoanBalanceCents;
  if (balance !== null && balance !== undefined)
    facts.push({
      attributes: ['balance'],
      text: `${formatCents(balance)} still owed`,
      cents: balance,
      key: loan ? `loan:${loan.id}` : `obligation-balance:${obligation.id}`,
    });
  const title = obligation.entityName
    ? `${obligation.vendor} (${obligation.entityName})`
    : obligation.vendor;
  return {
    kind: 'obligation',
    id: obligation.id,
    title,
    nameWords: wordsOf(obligation.vendor),
    kindWords: wordsOf(
      obligation.category,
      obligation.homeSubcategory,
      obligation.entityName,
      home?.name,
      loan ? loanLabel(loan) : null,
    ),
    ownerWords: [],
    aboutWords: wordsOf(obligation.description),
    facts,
    sources: [obligationSource(obligation)],
  };
}

function loanCard(
  loan: SnapshotLoan,
  snapshot: HouseholdSnapshot,
  paidBy: SnapshotObligation | undefined,
): RecordCard {
  const property = snapshot.estate.properties.find((each) => each.id === loan.propertyId);
  const typeLabel = (LOAN_TYPE_LABELS[loan.loanType as LoanType] as string | undefined) ?? '';
  const facts: CardFact[] = [
    {
      attributes: ['balance'],
      text: `balance ${formatCents(loan.currentOutstandingBalanceCents)}`,
      cents: loan.currentOutstandingBalanceCents,
      key: `loan:${loan.id}`,
    },
  ];
  if (loan.monthlyPaymentCents !== null)
    facts.push({
      attributes: ['payment', 'cost'],
      text: `${formatCents(loan.monthlyPaymentCents)} a month`,
      cents: loan.monthlyPaymentCents,
      key: paidBy ? `obligation:${paidBy.id}` : `loan-payment:${loan.id}`,
    });
  if (loan.interestRateThousandths !== null)
    facts.push({ attributes: ['rate'], text: `at ${rateText(loan.interestRateThousandths)}` });
  const due = paidBy ? dueFact(paidBy, snapshot.today) : null;
  if (due) facts.push(due);
  if (paidBy?.bankAccount)
    facts.push({ attributes: ['paidFrom'], text: `paid from ${paidBy.bankAccount}` });
  return {
    kind: 'loan',
    id: loan.id,
    title: loanLabel(loan),
    nameWords: wordsOf(loan.bankName),
    kindWords: wordsOf(
      typeLabel,
      loan.loanType,
      'loan',
      property ? propertyLabel(property) : null,
      paidBy?.entityName,
    ),
    ownerWords: [],
    facts,
    sources: [loanSource(loan)],
  };
}

function accountCards(snapshot: HouseholdSnapshot): RecordCard[] {
  return snapshot.estate.assets.map((account) => {
    const titling = snapshot.estate.titling.find(
      (each) => each.assetKind === 'asset' && each.assetId === account.id,
    );
    const holder = account.ownerName ?? titling?.holderName ?? null;
    const facts: CardFact[] = [
      {
        attributes: ['balance', 'value'],
        text: `balance ${formatCents(account.balanceCents)}`,
        cents: account.balanceCents,
        key: `account:${account.id}`,
      },
    ];
    if (holder)
      facts.push({ attributes: ['owner'], text: `in the name of ${holder}`, marker: holder });
    if (account.beneficiary)
      facts.push({ attributes: ['beneficiary'], text: `beneficiary ${account.beneficiary}` });
    return {
      kind: 'account',
      id: account.id,
      title: `${account.institutionName} · ${account.accountName}`,
      nameWords: wordsOf(account.institutionName, account.accountName),
      kindWords: wordsOf(ASSET_TYPE_LABELS[account.type], 'account', 'bank'),
      ownerWords: wordsOf(holder),
      facts,
      sources: [accountSource(account)],
    };
  });
}

/** A home or a car with what it is worth, what is owed on it and what it costs each month. */
function propertyCard(
  property: PropertyFacts,
  snapshot: HouseholdSnapshot,
  costs: readonly SnapshotObligation[],
): RecordCard {
  const loans = snapshot.loans.filter((loan) => loan.propertyId === property.id);
  const facts: CardFact[] = [
    {
      attributes: ['value'],
      text: `estimated value ${formatCents(property.estimatedValueCents)}`,
      cents: property.estimatedValueCents,
      key: `property:${property.id}`,
    },
  ];
  if (property.addressFull)
    facts.push({ attributes: ['address'], text: `at ${property.addressFull}` });
  for (const loan of loans)
    facts.push({
      attributes: ['balance'],
      text: `${formatCents(loan.currentOutstandingBalanceCents)} owed on the ${loanLabel(loan)}`,
      cents: loan.currentOutstandingBalanceCents,
      key: `loan:${loan.id}`,
    });
  // A loan is paid by one of these bills when linked to it, or when the bill is its lender's.
  const counted = new Set(costs.map((cost) => cost.id));
  const lenders = new Set(costs.map((cost) => normalizeText(cost.vendor)));
  const unpaidLoans = loans.filter(
    (loan) =>
      !(loan.relatedExpenseId && counted.has(loan.relatedExpenseId)) &&
      !lenders.has(normalizeText(loan.bankName)),
  );
  const total =
    costs.reduce((sum, cost) => sum + monthlyCents(cost), 0) +
    unpaidLoans.reduce((sum, loan) => sum + (loan.monthlyPaymentCents ?? 0), 0);
  if (costs.length + unpaidLoans.length > 0) {
    const parts = [
      ...unpaidLoans.map(
        (loan) => `${loanLabel(loan)} ${formatCents(loan.monthlyPaymentCents ?? 0)} a month`,
      ),
      ...costs
        .slice(0, MAX_LISTED_OBLIGATIONS)
        .map(
          (cost) =>
            `${cost.vendor} ${chargeText(cost.costCents, cost.frequency, monthlyCents(cost))}`,
        ),
    ];
    const more = costs.length - Math.min(costs.length, MAX_LISTED_OBLIGATIONS);
    if (more > 0) parts.push(`and ${more} more`);
    facts.push({
      attributes: ['cost'],
      text: `costs ${formatCents(total)} a month in all (${parts.join('; ')})`,
      cents: total,
      key: `property-costs:${property.id}`,
    });
  }
  const vehicle = property.kind === 'vehicle';
  return {
    kind: vehicle ? 'vehicle' : 'property',
    id: property.id,
    title: propertyLabel(property),
    nameWords: wordsOf(property.name, property.vehicleMake, property.vehicleModel),
    kindWords: wordsOf(
      vehicle ? 'vehicle car' : 'home property',
      property.homeType?.replace(/_/g, ' '),
      property.vehicleYear ? String(property.vehicleYear) : null,
    ),
    ownerWords: [],
    aboutWords: wordsOf(property.addressFull),
    facts,
    sources: [propertySource(property)],
  };
}

/** Obligations, loans, financial accounts, homes and cars as the lookup reads them. */
export function moneyCards(snapshot: HouseholdSnapshot): RecordCard[] {
  const loanOf = new Map<string, SnapshotLoan>();
  for (const loan of snapshot.loans)
    if (loan.relatedExpenseId) loanOf.set(loan.relatedExpenseId, loan);
  const obligationById = new Map(snapshot.obligations.map((each) => [each.id, each]));
  const vehicles = vehicleNames(snapshot.estate.properties);
  const homes = snapshot.estate.properties.filter((property) => property.kind === 'home');
  const costsOf = new Map<string, SnapshotObligation[]>();
  for (const obligation of snapshot.obligations) {
    const owner =
      vehicleOf(obligation.entityName, vehicles)?.property ?? homeAt(obligation.addressFull, homes);
    if (!owner) continue;
    const costs = costsOf.get(owner.id);
    if (costs) costs.push(obligation);
    else costsOf.set(owner.id, [obligation]);
  }
  return [
    ...snapshot.obligations.map((obligation) => obligationCard(obligation, snapshot, loanOf)),
    ...snapshot.loans.map((loan) =>
      loanCard(
        loan,
        snapshot,
        loan.relatedExpenseId ? obligationById.get(loan.relatedExpenseId) : undefined,
      ),
    ),
    ...accountCards(snapshot),
    ...snapshot.estate.properties.map((property) =>
      propertyCard(property, snapshot, costsOf.get(property.id) ?? []),
    ),
  ];
}
