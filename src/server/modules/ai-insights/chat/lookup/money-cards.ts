import { ASSET_TYPE_LABELS, LIABILITY_ASSET_TYPES } from '@shared/finance/asset-schemas';
import { LOAN_TYPE_LABELS, type LoanType } from '@shared/finance/loan-schemas';
import { formatCents } from '@shared/finance/money';
import type { PropertyFacts } from '@shared/estate/estate-analysis/estate-facts';
import { propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import { SURVIVORSHIP_FORMS } from '@shared/estate/titling-forms';
import type {
  HouseholdSnapshot,
  SnapshotLoan,
  SnapshotObligation,
} from '../../snapshot/household-snapshot';
import { MAX_LISTED_OBLIGATIONS, monthlyCents } from '../records/obligation-lines';
import { accountSource, loanLabel, loanSource, propertySource } from '../records/sources';
import { vehicleNames, vehicleOf } from '../records/vehicles';
import { formatDay, rateText } from '../text/format';
import { normalizeText } from '../text/normalize';
import { chargeText, endingFact, holderFact, notesFact, proseWordsOf, wordsOf } from './card-words';
import { dueFact, homeAt, homesOf } from './obligation-cards';
import { loansByObligation } from '../records/loan-bills';
import { lazyCard, type CardFact, type RecordCard } from './record-card';
import { purposeWords } from '../records/what-it-is-for';

/** "borrowed $27,900.00 on Mar 14, 2023, over 5 years (60 months)". */
function originalText(loan: SnapshotLoan): string {
  const on = loan.startDate ? ` on ${formatDay(loan.startDate)}` : '';
  const years =
    loan.termMonths !== null && loan.termMonths % 12 === 0 ? loan.termMonths / 12 : null;
  const term =
    loan.termMonths === null
      ? ''
      : years !== null
        ? `, over ${years} ${years === 1 ? 'year' : 'years'} (${loan.termMonths} months)`
        : `, over ${loan.termMonths} months`;
  return `borrowed ${formatCents(loan.originalLoanAmountCents)}${on}${term}`;
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
  facts.push({ attributes: ['original'], text: originalText(loan) });
  const due = paidBy ? dueFact(paidBy, snapshot.today) : null;
  if (due) facts.push(due);
  if (paidBy?.bankAccount)
    facts.push({ attributes: ['paidFrom'], text: `paid from ${paidBy.bankAccount}` });
  facts.push(...notesFact(loan.notes));
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
    notesWords: proseWordsOf(loan.notes),
    facts,
    sources: [loanSource(loan)],
  };
}

function accountCards(snapshot: HouseholdSnapshot): RecordCard[] {
  return snapshot.estate.assets.map((account) => {
    const titling = snapshot.estate.titling.find(
      (each) => each.assetKind === 'asset' && each.assetId === account.id,
    );
    const joint = titling?.jointHolderName;
    const facts: CardFact[] = [
      {
        // "What's in the emergency fund?": a bank account holds its balance.
        attributes: ['balance', 'value', 'holdings'],
        text: `balance ${formatCents(account.balanceCents)}`,
        cents: account.balanceCents,
        // A card's balance is owed: it adds up with the loans' ("our total debt"), not the cash.
        key: `${LIABILITY_ASSET_TYPES.includes(account.type) ? 'account-owed' : 'account'}:${account.id}`,
      },
      ...holderFact(account.ownerName, titling),
    ];
    facts.push(endingFact(account.accountNumberLast4));
    if (account.beneficiary)
      facts.push({ attributes: ['beneficiary'], text: `beneficiary ${account.beneficiary}` });
    facts.push(...notesFact(account.notes));
    return {
      kind: 'account',
      id: account.id,
      title: `${account.institutionName} · ${account.accountName}`,
      // "The account ending 9034": its last four name it, as the Accounts screen shows them.
      nameWords: [
        ...wordsOf(account.institutionName, account.accountName),
        ...(account.accountNumberLast4 ? [account.accountNumberLast4] : []),
      ],
      kindWords: wordsOf(
        ASSET_TYPE_LABELS[account.type],
        'account',
        'bank',
        ...purposeWords(account.type),
      ),
      // "Our joint checking": held with a second holder, as the estate plan's titling records it.
      ownerWords: wordsOf(
        account.ownerName ?? titling?.holderName,
        joint,
        joint || (titling?.titling && SURVIVORSHIP_FORMS.includes(titling.titling))
          ? 'joint'
          : null,
      ),
      notesWords: proseWordsOf(account.notes),
      facts,
      sources: [accountSource(account)],
    };
  });
}

/** A home or a car with what it is worth, what is owed on it and what it costs each month. */
function propertyFacts(
  property: PropertyFacts,
  snapshot: HouseholdSnapshot,
  costs: readonly SnapshotObligation[],
): CardFact[] {
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
    facts.push({
      attributes: ['address'],
      text: `at ${property.addressFull}`,
      marker: property.addressFull,
    });
  facts.push(
    ...holderFact(
      null,
      snapshot.estate.titling.find(
        (each) => each.assetKind === 'property' && each.assetId === property.id,
      ),
    ),
  );
  if (property.vin)
    facts.push({ attributes: ['number'], text: `VIN ${property.vin}`, marker: property.vin });
  if (property.purchasePriceCents != null) {
    const on = property.purchaseDate ? ` on ${formatDay(property.purchaseDate)}` : '';
    // "Is it worth more than we paid, and by how much?": the difference, said once here.
    const change = property.estimatedValueCents - property.purchasePriceCents;
    const since =
      change === 0
        ? 'estimated at the same now'
        : `now estimated at ${formatCents(Math.abs(change))} ${change > 0 ? 'more' : 'less'} than that`;
    facts.push({
      attributes: ['purchase', 'gain'],
      text: `bought for ${formatCents(property.purchasePriceCents)}${on}, ${since}`,
    });
  }
  if (loans.length > 0) {
    const owed = loans.reduce((sum, loan) => sum + loan.currentOutstandingBalanceCents, 0);
    const equity = property.estimatedValueCents - owed;
    facts.push({
      attributes: ['equity'],
      text: `equity ${formatCents(equity)} (its value less ${formatCents(owed)} owed)`,
      cents: equity,
      key: `equity:${property.id}`,
    });
  } else
    facts.push({ attributes: ['equity'], text: 'nothing owed on it: all of its value is equity' });
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
      includes: [
        ...costs.map((cost) => `obligation:${cost.id}`),
        ...unpaidLoans.map((loan) => `loan-payment:${loan.id}`),
      ],
    });
  }
  return facts;
}

function propertyCard(
  property: PropertyFacts,
  snapshot: HouseholdSnapshot,
  costs: () => readonly SnapshotObligation[],
): RecordCard {
  const vehicle = property.kind === 'vehicle';
  return lazyCard(
    {
      kind: vehicle ? 'vehicle' : 'property',
      id: property.id,
      title: propertyLabel(property),
      nameWords: wordsOf(property.name, property.vehicleMake, property.vehicleModel),
      kindWords: wordsOf(
        vehicle ? 'vehicle car' : 'home property',
        property.homeType?.replace(/_/g, ' '),
        ...purposeWords(property.homeType),
        property.vehicleYear ? String(property.vehicleYear) : null,
      ),
      ownerWords: [],
      aboutWords: wordsOf(property.addressFull),
    },
    () => ({
      facts: propertyFacts(property, snapshot, costs()),
      sources: [propertySource(property)],
    }),
  );
}

/** The bills of each home and car: at its address, or for it ("GEICO (2021 Honda CR-V)"). */
function costsByProperty(snapshot: HouseholdSnapshot): Map<string, SnapshotObligation[]> {
  const vehicles = vehicleNames(snapshot.estate.properties);
  const { homes } = homesOf(snapshot.estate.properties);
  const costsOf = new Map<string, SnapshotObligation[]>();
  for (const obligation of snapshot.obligations) {
    const owner =
      vehicleOf(obligation.entityName, vehicles)?.property ?? homeAt(obligation.addressFull, homes);
    if (!owner) continue;
    const costs = costsOf.get(owner.id);
    if (costs) costs.push(obligation);
    else costsOf.set(owner.id, [obligation]);
  }
  return costsOf;
}

/** Loans, financial accounts, homes and cars as the lookup reads them. */
export function moneyCards(snapshot: HouseholdSnapshot): RecordCard[] {
  const obligationById = new Map(snapshot.obligations.map((each) => [each.id, each]));
  // Which bills are a home's or a car's is worked out once, when a question reads one of them.
  let costs: Map<string, SnapshotObligation[]> | undefined;
  const costsOf = (property: PropertyFacts) =>
    (costs ??= costsByProperty(snapshot)).get(property.id) ?? [];
  const billOf = new Map<string, SnapshotObligation>();
  for (const [obligationId, loan] of loansByObligation(snapshot)) {
    const bill = obligationById.get(obligationId);
    if (bill) billOf.set(loan.id, bill);
  }
  return [
    ...snapshot.loans.map((loan) => loanCard(loan, snapshot, billOf.get(loan.id))),
    ...accountCards(snapshot),
    ...snapshot.estate.properties.map((property) =>
      propertyCard(property, snapshot, () => costsOf(property)),
    ),
  ];
}
