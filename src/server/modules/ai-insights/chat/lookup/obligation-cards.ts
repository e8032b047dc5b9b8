import { isoDay, nextDueDate } from '@shared/finance/household-summary';
import { formatCents } from '@shared/finance/money';
import type { PropertyFacts } from '@shared/estate/estate-analysis/estate-facts';
import type {
  HouseholdSnapshot,
  SnapshotLoan,
  SnapshotObligation,
} from '../../snapshot/household-snapshot';
import { asExpense } from '../records/expense-like';
import { monthlyCents } from '../records/obligation-lines';
import { loanLabel, obligationSource } from '../records/sources';
import { formatDay, ordinal } from '../text/format';
import { normalizeText, tokensOf } from '../text/normalize';
import { chargeText, endingFact, notesFact, proseWordsOf, wordsOf } from './card-words';
import { maskedNumber } from '../whole-numbers';
import { lazyCard, type CardFact, type RecordCard } from './record-card';
import { serviceKindWords } from '../records/subscription-services';
import { purposeWords } from '../records/what-it-is-for';
import { ACCOUNT_PAID_INTO } from '../records/obligation-subject';
import { loansByObligation } from '../records/loan-bills';

export type Home = { property: PropertyFacts; at: string };

/** The home an obligation is for, by its address (a bill records the address, not the home). */
export function homeAt(address: string | null, homes: readonly Home[]): PropertyFacts | null {
  if (!address) return null;
  const wanted = normalizeText(address);
  return (
    homes.find(
      ({ at }) => at !== '' && (at === wanted || at.includes(wanted) || wanted.includes(at)),
    )?.property ?? null
  );
}

export function dueFact(obligation: SnapshotObligation, today: string): CardFact | null {
  if (!obligation.autoPayDate) return null;
  const next = nextDueDate(asExpense(obligation), new Date(`${today}T00:00:00Z`));
  const every = obligation.frequency === 'monthly' ? 'each month' : `(${obligation.frequency})`;
  const nextText = next ? `, next on ${formatDay(isoDay(next))}` : '';
  return {
    attributes: ['due'],
    text: `due on the ${ordinal(obligation.autoPayDate)} ${every}${nextText}`,
  };
}

function obligationFacts(
  obligation: SnapshotObligation,
  today: string,
  loan: SnapshotLoan | undefined,
): CardFact[] {
  const monthly = monthlyCents(obligation);
  const facts: CardFact[] = [
    {
      attributes: ['cost'],
      text: chargeText(obligation.costCents, obligation.frequency, monthly),
      cents: monthly,
      charge: { cents: obligation.costCents, frequency: obligation.frequency },
      key: `obligation:${obligation.id}`,
    },
  ];
  const due = dueFact(obligation, today);
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
  // "Austin Energy wants our account number": the number the vendor bills under, masked as
  // Monthly Expenses shows it (the chat reveals the rest when asked for it).
  const last4 = obligation.vendorAccountLast4;
  facts.push(
    last4
      ? { attributes: ['number'], text: maskedNumber('obligation', last4), marker: last4 }
      : endingFact(null),
  );
  facts.push(...notesFact(obligation.description, 'description'));
  return facts;
}

/** What the accounts a bill pays into are for ("529 contribution": college savings, tuition). */
function paidIntoPurposes(obligation: SnapshotObligation): string[] {
  const words = tokensOf(`${obligation.vendor} ${obligation.description ?? ''}`);
  return ACCOUNT_PAID_INTO.filter(([word]) => words.includes(word)).flatMap(([, type]) => [
    ...purposeWords(type),
    'savings',
  ]);
}

function obligationCard(
  obligation: SnapshotObligation,
  today: string,
  home: PropertyFacts | null,
  loan: SnapshotLoan | undefined,
): RecordCard {
  const title = obligation.entityName
    ? `${obligation.vendor} (${obligation.entityName})`
    : obligation.vendor;
  return lazyCard(
    {
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
        ...serviceKindWords(obligation.vendor),
        ...purposeWords(home?.homeType),
        // "Her college savings": a bill paying into a 529 is for what the 529 is for.
        ...paidIntoPurposes(obligation),
      ),
      ownerWords: [],
      aboutWords: wordsOf(obligation.description),
      // "How many lines are on the Verizon plan?": its description ("Family plan, 3 lines").
      notesWords: proseWordsOf(obligation.description),
    },
    () => ({
      facts: obligationFacts(obligation, today, loan),
      sources: [obligationSource(obligation)],
    }),
  );
}

/** The household's homes with their addresses as compared, and a key that changes with them. */
export function homesOf(properties: readonly PropertyFacts[]): { homes: Home[]; key: string } {
  const homes = properties
    .filter((property) => property.kind === 'home')
    .map((property) => ({ property, at: normalizeText(property.addressFull ?? '') }));
  const key = homes.map(({ property, at }) => `${property.id}|${property.name}|${at}`).join('\n');
  return { homes, key };
}

type KeptCard = { card: RecordCard; today: string; homesKey: string; loan?: SnapshotLoan };

/**
 * Each obligation's card, kept with what it was made from: a refreshed snapshot keeps the objects
 * of the obligations that did not change, so after one bill changes only its card is made again.
 */
const KEPT = new WeakMap<SnapshotObligation, KeptCard>();

/** Every obligation as the lookup reads it. */
export function obligationCards(
  snapshot: HouseholdSnapshot,
  { homes, key }: ReturnType<typeof homesOf>,
): RecordCard[] {
  const loanOf = loansByObligation(snapshot);
  return snapshot.obligations.map((obligation) => {
    const loan = loanOf.get(obligation.id);
    const kept = KEPT.get(obligation);
    if (kept && kept.today === snapshot.today && kept.homesKey === key && kept.loan === loan)
      return kept.card;
    const home = homeAt(obligation.addressFull, homes);
    const card = obligationCard(obligation, snapshot.today, home, loan);
    KEPT.set(obligation, { card, today: snapshot.today, homesKey: key, loan });
    return card;
  });
}
