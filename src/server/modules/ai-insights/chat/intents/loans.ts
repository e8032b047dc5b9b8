import { LIABILITY_ASSET_TYPES } from '@shared/finance/asset-schemas';
import { formatCents } from '@shared/finance/money';
import { propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { HouseholdSnapshot, SnapshotLoan } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { accountWords } from './named-accounts';
import { durationText, payoff, payoffMonth } from '../records/amortization';
import { whoseNote } from '../records/households';
import {
  accountSource,
  loanLabel,
  loanSource,
  obligationSource,
  propertySource,
} from '../records/sources';
import { vehicleNames } from '../records/vehicles';
import { costText, countOf, formatMonth, rateText } from '../text/format';
import { matchNames, namesNothingTogether } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import { purposeWords } from '../records/what-it-is-for';
import { adultFirstNames } from '../records/the-couple';
import { worthApart } from '../records/worth-apart';
import type { Question } from '../text/question';

const ASKS_BALANCE =
  /\b(balance|balances|owe|owed|owing|left|remaining|outstanding|principal|debt|debts)\b/;
const ASKS_RATE = /\b(rate|rates|interest|apr)\b/;
const ASKS_PAYMENT = /\b(payment|payments|monthly|(per|a|each|every) month)\b/;
const ASKS_PAYOFF =
  /\b(payoff|paidoff|pay it off|when\b.*\b(done|finished|over|end|ends)|how long|years left|months left|last payment|debt free|how much interest|total interest|interest (left|remaining|still))\b/;
/** Words about what is asked of a loan, not which loan. */
const DESCRIBING = new Set(
  'left remaining long until till years months year month still total date done finished due end ends over much free clear compare compared comparison versus vs two both'.split(
    ' ',
  ),
);
const ASKS_DEBT = /\b(debt|debts|owe|owed|owing)\b/;

/** The words a loan goes by: lender, type, the property it is against, the bill that pays it. */
function loanWords(loan: SnapshotLoan, snapshot: HouseholdSnapshot): string[] {
  const words = [...tokensOf(`${loan.bankName} ${loan.loanType} ${loanLabel(loan)}`)];
  const property = snapshot.estate.properties.find((each) => each.id === loan.propertyId);
  if (property) {
    words.push(
      ...tokensOf(
        `${propertyLabel(property)} ${property.vehicleMake ?? ''} ${property.vehicleModel ?? ''} ${property.homeType?.replace(/_/g, ' ') ?? ''}`,
      ),
      ...purposeWords(property.homeType),
    );
    // "The condo" is a home but not "the house".
    const notAHouse =
      property.homeType === 'land' ||
      /\b(condo|condominium|apartment|flat|unit|townhome|townhouse|loft|lot)\b/i.test(
        propertyLabel(property),
      );
    words.push(
      ...(property.kind === 'vehicle'
        ? ['car', 'auto', 'vehicle']
        : notAHouse
          ? ['home']
          : ['home', 'house']),
    );
  }
  const bill = snapshot.obligations.find((each) => each.id === loan.relatedExpenseId);
  if (bill) words.push(...tokensOf(`${bill.vendor} ${bill.entityName ?? ''}`));
  if (loan.loanType.toLowerCase() === 'auto') words.push('car', 'vehicle');
  return words;
}

/** Loan types the question names with a keyword ("mortgage", "car loan"). */
function askedTypes(text: string): string[] {
  const types: string[] = [];
  if (/\bmortgages?\b/.test(text)) types.push('mortgage');
  if (/\b(car|cars|auto|vehicle)\b/.test(text)) types.push('auto');
  if (/\bheloc\b/.test(text)) types.push('heloc');
  return types;
}

function payoffText(loan: SnapshotLoan, today: string): string {
  const result = payoff(
    loan.currentOutstandingBalanceCents,
    loan.interestRateThousandths,
    loan.monthlyPaymentCents,
  );
  switch (result.kind) {
    case 'paid-off':
      return 'it is paid off';
    case 'unknown':
      return `the payoff date is unknown because the ${result.missing === 'rate' ? 'interest rate' : 'monthly payment'} is not recorded`;
    case 'never':
      return 'the payment does not cover the monthly interest, so at this rate it is never paid off';
    case 'months':
      return `at this rate and payment it is paid off in about ${durationText(result.months)} (${formatMonth(payoffMonth(today, result.months))}), with about ${formatCents(result.interestCents)} of interest still to pay`;
  }
}

function loanText(loan: SnapshotLoan, question: Question, snapshot: HouseholdSnapshot): string {
  const text = question.text;
  const specific = [ASKS_BALANCE, ASKS_RATE, ASKS_PAYMENT, ASKS_PAYOFF].some((asks) =>
    asks.test(text),
  );
  const parts: string[] = [];
  if (!specific || ASKS_BALANCE.test(text) || ASKS_PAYOFF.test(text))
    parts.push(`balance ${formatCents(loan.currentOutstandingBalanceCents)}`);
  if (!specific || ASKS_RATE.test(text) || ASKS_PAYOFF.test(text))
    parts.push(
      loan.interestRateThousandths === null
        ? 'interest rate unknown (not recorded)'
        : `interest rate ${rateText(loan.interestRateThousandths)}`,
    );
  if (!specific || ASKS_PAYMENT.test(text) || ASKS_PAYOFF.test(text))
    parts.push(
      loan.monthlyPaymentCents === null
        ? 'monthly payment unknown (not recorded)'
        : `${formatCents(loan.monthlyPaymentCents)} a month`,
    );
  if (!specific || ASKS_PAYOFF.test(text)) parts.push(payoffText(loan, snapshot.today));
  return `${loanLabel(loan)}${whoseNote(snapshot, loan.ownerId)}: ${parts.join(', ')}`;
}

/** Credit-card balances owed, for "how much debt do we have". */
function cardDebt(snapshot: HouseholdSnapshot) {
  const cards = snapshot.estate.assets.filter(
    (asset) => LIABILITY_ASSET_TYPES.includes(asset.type) && asset.balanceCents !== 0,
  );
  const cents = cards.reduce((sum, card) => sum + Math.abs(card.balanceCents), 0);
  return { cards, cents };
}

/**
 * A mortgage kept only as a Monthly Expenses bill (home › Mortgage), with no loan record: its
 * payment and the balance the bill records are what the household knows of it.
 */
function mortgageBillsReply(snapshot: HouseholdSnapshot): IntentReply {
  const bills = snapshot.obligations.filter((bill) => bill.homeSubcategory === 'Mortgage');
  if (bills.length === 0)
    return { response: 'No mortgage is recorded in your loans.', sources: [] };
  const lines = bills.map((bill) => {
    const balance =
      bill.outstandingLoanBalanceCents === null
        ? ''
        : `, ${formatCents(bill.outstandingLoanBalanceCents)} still owed`;
    return `${bill.vendor}${whoseNote(snapshot, bill.ownerId)}: ${costText(bill.costCents, bill.frequency)}${balance}`;
  });
  return {
    response: `No mortgage loan is recorded in your loans, but Monthly Expenses has the payment. ${lines.join('. ')}. Add the loan on Loans to see its rate and payoff date.`,
    sources: bills.map(obligationSource),
  };
}

/** Loan balances, rates, monthly payments and payoff dates. */
export function answerLoans(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const types = askedTypes(question.text);
  const words = question.contentTokens.filter((word) => !DESCRIBING.has(word));
  const named = snapshot.loans.map((loan) => ({ item: loan, words: loanWords(loan, snapshot) }));
  // "The house" is a keyword the question's names leave out; it names the loan against a house
  // ("the condo mortgage compared with the one on the house").
  if (/\bhouse\b/.test(question.text) && named.some((loan) => loan.words.includes('house')))
    words.push('house');
  let loans = snapshot.loans.filter(
    (loan) => types.length === 0 || types.includes(loan.loanType.toLowerCase()),
  );
  if (words.length > 0) {
    const match = matchNames(words, named);
    if (namesNothingTogether(match, question))
      return notFoundReply(words, 'no loan or lender by that name');
    if (match.items.length === 0) {
      const vehicle = matchNames(
        words,
        vehicleNames(snapshot.estate.properties).map((each) => ({
          item: each.property,
          words: each.words,
        })),
      ).items[0];
      if (vehicle)
        return {
          response: `No loan in your records is against the ${propertyLabel(vehicle)}.`,
          sources: [propertySource(vehicle)],
        };
      // "What do we owe on the Amex?": a credit card's balance is owed too.
      const cards = matchNames(
        words,
        snapshot.estate.assets
          .filter((account) => account.type === 'credit_card')
          .map((account) => ({ item: account, words: accountWords(account) })),
      );
      // "Jordan asked me to check what's owed on the American Express": the couple's own cards.
      const couple = new Set(adultFirstNames(snapshot));
      if (cards.items.length > 0 && cards.unmatchedWords.every((word) => couple.has(word)))
        return {
          response: `${cards.items.map((card) => `${card.institutionName} ${card.accountName}${whoseNote(snapshot, card.ownerId)}: ${formatCents(card.balanceCents)} owed on the card`).join('; ')}.`,
          sources: cards.items.map(accountSource),
        };
      return notFoundReply(match.unmatchedWords, 'no loan, lender or credit card by that name');
    }
    loans = match.items.filter(
      (loan) => types.length === 0 || types.includes(loan.loanType.toLowerCase()),
    );
    // "Wells Fargo for the car" when Wells Fargo holds only the mortgage: not the mortgage.
    if (loans.length === 0)
      return notFoundReply([...words, ...types], 'no loan of that kind from that lender');
  }
  if (loans.length === 0 && types.includes('mortgage')) return mortgageBillsReply(snapshot);
  if (loans.length === 0)
    return {
      response:
        types.length > 0 ? 'No such loan is recorded in your loans.' : 'No loans are recorded.',
      sources: [],
    };
  const sorted = [...loans].sort(
    (a, b) => b.currentOutstandingBalanceCents - a.currentOutstandingBalanceCents,
  );
  const lines = sorted.map((loan) => loanText(loan, question, snapshot));
  const total = sorted.reduce((sum, loan) => sum + loan.currentOutstandingBalanceCents, 0);
  // "How much are both mortgages together each month?": the payments added up too.
  const payments = sorted.map((loan) => loan.monthlyPaymentCents);
  const paymentsTotal =
    ASKS_PAYMENT.test(question.text) && payments.every((cents) => cents !== null)
      ? `, paid at ${formatCents(payments.reduce<number>((sum, cents) => sum + (cents ?? 0), 0))} a month together`
      : '';
  const summary =
    sorted.length > 1
      ? `${countOf(sorted.length, 'loan')}, ${formatCents(total)} owed in all${paymentsTotal}. `
      : '';
  const sources = sorted.map(loanSource);
  let debt = '';
  if (words.length === 0 && types.length === 0 && ASKS_DEBT.test(question.text)) {
    const { cards, cents } = cardDebt(snapshot);
    if (cents > 0) {
      debt = ` Credit cards carry ${formatCents(cents)} more, so your debt comes to ${formatCents(total + cents)}.`;
      sources.push(...cards.map(accountSource));
    }
  }
  // "Which mortgage payment is bigger, and by how much?": the two payments (or balances) apart.
  const paid = ASKS_PAYMENT.test(question.text) && payments.every((cents) => cents !== null);
  const apart = worthApart(
    question,
    sorted.map((loan) => ({
      label: loanLabel(loan),
      cents: paid ? (loan.monthlyPaymentCents ?? 0) : loan.currentOutstandingBalanceCents,
    })),
    paid ? { measure: 'costs', per: ' a month' } : { measure: 'owes' },
  );
  return { response: `${summary}${lines.join('. ')}.${apart}${debt}`, sources };
}
