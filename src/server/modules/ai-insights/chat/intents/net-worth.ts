import { LIABILITY_ASSET_TYPES } from '@shared/finance/asset-schemas';
import { netWorth } from '@shared/finance/household-summary';
import { formatCents } from '@shared/finance/money';
import type {
  FinancialAccountFacts,
  PropertyFacts,
} from '@shared/estate/estate-analysis/estate-facts';
import { propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import { portfolioSummary } from '@shared/investments/valuation';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import {
  accountSource,
  investmentSource,
  limitedSources,
  loanSource,
  propertySource,
} from '../records/sources';
import { matchNames, namesNothingTogether } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { answerAccountsHeldBy } from './accounts-held-by';
import { answerPortfolio, investmentAccountWords } from './portfolio';
import { accountsApart } from './accounts-apart';
import { accountsReply, accountWords, askedAccountTypes } from './named-accounts';
import { purposeWords } from '../records/what-it-is-for';
import { worthApart } from '../records/worth-apart';

const ASKS_ACCOUNTS =
  /\b(cash|checking|savings|bank|banks|account|accounts|in the bank|liquid|balance|balances)\b/;
const ASKS_NET_WORTH = /\b(networth|wealth|how rich|where (is|does|do) (our |my |the )?money)\b/;
/** "Everything we own less everything we owe", said without the words "net worth". */
const OWN_LESS_OWE =
  /\bwhere do (we|i) stand( financially| overall| now)?$|\b(everything|all|what) (we|i) own\b.*\b(owe|debts?|liabilities)\b/;
const ASKS_HOMES = /\b(home|homes|house|houses|property|properties|real estate)\b/;
const ASKS_VEHICLES = /\b(car|cars|vehicle|vehicles|auto)\b/;
const MAX_PLACES = 6;

type Household = Pick<HouseholdSnapshot, 'estate' | 'loans' | 'investments' | 'today'>;

function figures(snapshot: Household, ownerId?: string) {
  const mine = <T extends { ownerId: string }>(rows: readonly T[]) =>
    ownerId ? rows.filter((row) => row.ownerId === ownerId) : rows;
  return netWorth({
    assets: mine(snapshot.estate.assets),
    properties: mine(snapshot.estate.properties),
    loans: mine(snapshot.loans).map((loan) => ({
      outstandingBalanceCents: loan.currentOutstandingBalanceCents,
    })),
    investmentsCents: portfolioSummary(mine(snapshot.investments), snapshot.today).totalValueCents,
  });
}

/** Where the money sits: institutions (accounts and investments together) and properties. */
function places(snapshot: HouseholdSnapshot): string {
  const byInstitution = new Map<string, number>();
  const add = (name: string, cents: number) =>
    byInstitution.set(name, (byInstitution.get(name) ?? 0) + cents);
  for (const asset of snapshot.estate.assets)
    if (!LIABILITY_ASSET_TYPES.includes(asset.type)) add(asset.institutionName, asset.balanceCents);
  for (const account of snapshot.investments)
    add(account.institutionName, portfolioSummary([account], snapshot.today).totalValueCents);
  const entries: [string, number][] = [
    ...byInstitution.entries(),
    ...snapshot.estate.properties.map((property): [string, number] => [
      propertyLabel(property),
      property.estimatedValueCents,
    ]),
  ];
  return entries
    .filter(([, cents]) => cents > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_PLACES)
    .map(([name, cents]) => `${name} ${formatCents(cents)}`)
    .join('; ');
}

function netWorthReply(snapshot: HouseholdSnapshot): IntentReply {
  const worth = figures(snapshot);
  const less = [
    worth.loansCents > 0 ? `loans ${formatCents(worth.loansCents)}` : null,
    worth.liabilitiesCents > 0 ? `credit cards ${formatCents(worth.liabilitiesCents)}` : null,
  ].filter(Boolean);
  const perHousehold =
    snapshot.households.length > 1
      ? ` By household: ${snapshot.households
          .map(
            (household) =>
              `${household.ownerName}'s ${formatCents(figures(snapshot, household.ownerId).totalCents)}`,
          )
          .join('; ')}.`
      : '';
  const where = places(snapshot);
  return {
    response: `Your net worth is ${formatCents(worth.totalCents)}: accounts ${formatCents(worth.accountsCents)}, investments ${formatCents(worth.investmentsCents)} and properties ${formatCents(worth.propertiesCents)}${less.length > 0 ? `, less ${less.join(' and ')}` : ''}.${where ? ` The largest places it sits: ${where}.` : ''}${perHousehold} Property values are your own estimates.`,
    sources: limitedSources(
      [
        ...snapshot.estate.assets.map(accountSource),
        ...snapshot.investments.map(investmentSource),
        ...snapshot.estate.properties.map(propertySource),
        ...snapshot.loans.map(loanSource),
      ],
      { kind: 'account', noun: 'records', href: '/accounts' },
    ),
  };
}

function propertiesReply(
  properties: readonly PropertyFacts[],
  snapshot: HouseholdSnapshot,
  question: Question,
): IntentReply {
  const total = properties.reduce((sum, property) => sum + property.estimatedValueCents, 0);
  const equity = /\bequity\b/.test(question.text);
  const sources = properties.map(propertySource);
  let equityCents = 0;
  const lines = properties.map((property) => {
    const whose = whoseNote(snapshot, property.ownerId);
    const value = `${propertyLabel(property)}${whose} ${formatCents(property.estimatedValueCents)}`;
    if (!equity) return value;
    // Equity: the estimate less what the loans recorded against it still owe.
    const loans = snapshot.loans.filter((loan) => loan.propertyId === property.id);
    sources.push(...loans.map(loanSource));
    const owed = loans.reduce((sum, loan) => sum + loan.currentOutstandingBalanceCents, 0);
    equityCents += property.estimatedValueCents - owed;
    return `${value}, less ${formatCents(owed)} owed on loans against it: equity ${formatCents(property.estimatedValueCents - owed)}`;
  });
  const lead =
    properties.length > 1
      ? `${equity ? 'Equity' : 'Estimated'} ${formatCents(equity ? equityCents : total)} together: `
      : equity
        ? ''
        : 'Estimated value: ';
  // "Which of our two cars is worth more, and by how much?"
  const apart = equity
    ? ''
    : worthApart(
        question,
        properties.map((property) => ({
          label: propertyLabel(property),
          cents: property.estimatedValueCents,
        })),
      );
  return {
    response: `${lead}${lines.join('; ')}.${apart} Values are the estimates recorded on Properties.`,
    sources,
    intent: 'property_value',
    // The homes' equity together says every home's value and what is owed on it.
    ...(equity && properties.length > 1 && { statesAllHeld: true as const }),
  };
}

type Named =
  | { kind: 'account'; account: FinancialAccountFacts }
  | { kind: 'investment' }
  | { kind: 'property'; property: PropertyFacts };

/** A question that names an account, an investment account or a property. */
function namedReply(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const named = matchNames<Named>(question.contentTokens, [
    ...snapshot.estate.assets.map((account) => ({
      item: { kind: 'account' as const, account },
      words: accountWords(account),
    })),
    ...snapshot.investments.map((account) => ({
      item: { kind: 'investment' as const },
      words: investmentAccountWords(account),
    })),
    ...snapshot.estate.properties.map((property) => ({
      item: { kind: 'property' as const, property },
      words: tokensOf(
        `${propertyLabel(property)} ${property.vehicleMake ?? ''} ${property.vehicleModel ?? ''} ${property.addressFull ?? ''} ${purposeWords(property.homeType).join(' ')}`,
      ),
    })),
  ]);
  if (named.items.length === 0)
    return notFoundReply(named.unmatchedWords, 'no account or property by that name');
  // "The Toyota Corolla" is not the Toyota Camry: a word that names nothing is not dropped.
  if (namesNothingTogether(named, question) || named.unmatchedWords.length > 0)
    return notFoundReply(question.contentTokens, 'no account or property by that name');
  const properties = named.items.flatMap((item) =>
    item.kind === 'property' ? [item.property] : [],
  );
  if (properties.length > 0) return propertiesReply(properties, snapshot, question);
  const accounts = named.items.flatMap((item) => (item.kind === 'account' ? [item.account] : []));
  // "What's in the Fidelity account?" is an investment account: the portfolio answers it.
  if (accounts.length === 0) return { ...answerPortfolio(question, snapshot), intent: 'portfolio' };
  const types = askedAccountTypes(question.text);
  const typed = accounts.filter((account) => types.includes(account.type));
  return accountsReply(typed.length > 0 ? typed : accounts, snapshot, 'accounts');
}

/** "Cash in the bank, counting the HSA": the checking and savings accounts, and those named. */
const CASH = /\b(cash|bank accounts?|in the bank|checking and savings)\b/;
const COUNTING = /(?<!\b(not|without) )\b(counting|including|plus|along with|as well as)\b/;
/** "Checking and savings, not counting the HSA": the cash accounts alone. */
const NOT_COUNTING = /\b(not counting|not including|excluding|without counting|leaving out)\b/;

function cashWithout(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const left = new Set(question.contentTokens);
  const accounts = snapshot.estate.assets.filter(
    (account) =>
      ['checking', 'savings'].includes(account.type) &&
      !accountWords(account).some((word) => left.has(word)),
  );
  return accountsReply(accounts, snapshot, 'checking and savings accounts');
}

/** "The two Chase accounts, checking plus savings": the cash accounts at the bank named, if any. */
function cashAtTheBankNamed(question: Question, snapshot: HouseholdSnapshot) {
  const asked = new Set(question.contentTokens);
  const cash = snapshot.estate.assets.filter((account) =>
    ['checking', 'savings'].includes(account.type),
  );
  // "The two Chase accounts": the bank's name before "accounts" (not "counting the Ally account").
  const banks = new Set(
    [...question.text.matchAll(/\b(\w+) accounts\b/g)].map((found) => found[1] ?? ''),
  );
  const atBank = cash.filter((account) =>
    tokensOf(account.institutionName).some((word) => asked.has(word) && banks.has(word)),
  );
  return atBank.length > 0 ? atBank : cash;
}

function cashCounting(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const asked = new Set(question.contentTokens);
  const named = snapshot.estate.assets.filter(
    (account) =>
      !['checking', 'savings'].includes(account.type) &&
      !LIABILITY_ASSET_TYPES.includes(account.type) &&
      accountWords(account).some((word) => asked.has(word)),
  );
  const accounts = [...cashAtTheBankNamed(question, snapshot), ...named];
  const counted = named.map((account) => account.accountName).join(' and ');
  return accountsReply(
    accounts,
    snapshot,
    counted ? `checking and savings accounts, with ${counted}` : 'checking and savings accounts',
  );
}

/** Net worth and where it sits; account balances; what a property is worth. */
export function answerNetWorth(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const text = question.text;
  if (OWN_LESS_OWE.test(text)) return netWorthReply(snapshot);
  // "Net worth, counting the bank accounts, homes and cars, minus the loans": what it is made of.
  if (
    ASKS_NET_WORTH.test(text) &&
    /\b(counting|including|minus|less|subtracting)\b/.test(text) &&
    !NOT_COUNTING.test(text) &&
    !/\b(without|except|excluding)\b/.test(text)
  )
    return netWorthReply(snapshot);
  const heldBy = answerAccountsHeldBy(question, snapshot);
  if (heldBy) return heldBy;
  if (CASH.test(text) && COUNTING.test(text)) return cashCounting(question, snapshot);
  if (CASH.test(text) && NOT_COUNTING.test(text)) return cashWithout(question, snapshot);
  const apart = accountsApart(question, snapshot);
  if (apart) return apart;
  if (question.contentTokens.length > 0) {
    const named = namedReply(question, snapshot);
    // "For the estate inventory: what is the household's net worth?" names no account.
    return ASKS_NET_WORTH.test(text) && named.sources.length === 0
      ? netWorthReply(snapshot)
      : named;
  }
  if (!ASKS_NET_WORTH.test(text)) {
    // "How much equity do we have?": equity is the homes' (value less what is owed on them).
    const homes = ASKS_HOMES.test(text) || (/\bequity\b/.test(text) && !ASKS_VEHICLES.test(text));
    if (homes || ASKS_VEHICLES.test(text)) {
      const properties = snapshot.estate.properties.filter(
        (property) =>
          (homes && (property.kind === 'home' || /propert/.test(text))) ||
          (ASKS_VEHICLES.test(text) && property.kind === 'vehicle'),
      );
      if (properties.length === 0)
        return {
          response: 'No such property is recorded on Properties.',
          sources: [],
          intent: 'property_value',
        };
      return propertiesReply(properties, snapshot, question);
    }
    if (ASKS_ACCOUNTS.test(text)) {
      const types = askedAccountTypes(text);
      const cash = /\bcash\b/.test(text);
      const accounts = snapshot.estate.assets.filter((account) =>
        types.length > 0
          ? types.includes(account.type)
          : cash
            ? ['checking', 'savings'].includes(account.type)
            : true,
      );
      const what =
        types.length > 0
          ? `${types.map((type) => (type === 'credit_card' ? 'credit card' : type)).join(' and ')} accounts`
          : cash
            ? 'checking and savings accounts'
            : 'accounts';
      return accountsReply(accounts, snapshot, what);
    }
  }
  return netWorthReply(snapshot);
}
