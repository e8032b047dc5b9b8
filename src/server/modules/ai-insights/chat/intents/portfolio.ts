import { formatCents } from '@shared/finance/money';
import {
  INVESTMENT_ACCOUNT_TYPE_LABELS,
  MICROS_PER_DOLLAR,
  type THolding,
  type TInvestmentAccount,
} from '@shared/investments/investment-schemas';
import {
  accountLabel,
  allocation,
  holdingGain,
  holdingValueCents,
  isStalePrice,
  portfolioSummary,
  type AllocationSlice,
  type Gain,
} from '@shared/investments/valuation';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { holdingSource, investmentSource, limitedSources } from '../records/sources';
import { countOf, formatDay } from '../text/format';
import { listsNames, matchNames, namesNothingTogether } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import { gainPhrase } from '../records/gain-text';
import type { Question } from '../text/question';
import { holdingsOfAKind, KIND_WORDS } from './holdings-of-a-kind';
import { namedAccountsReply } from './named-accounts';
import { purposeWords } from '../records/what-it-is-for';
import { worthApart } from '../records/worth-apart';

const ASKS_ALLOCATION =
  /\b(allocation|allocated|diversified|diversification|mix|split|asset class|asset classes|breakdown)\b/;
const ASKS_GAIN =
  /\b(unrealized|gain|gains|gained|loss|losses|return|returns|performance|performing|performed|up or down|made|lost|profit|earned|grown|grew|doing)\b/;
const ASKS_BEST = /\b(best|worst|top|biggest (gainer|loser|winner))\b/;
/** "Is any of our investments down from what we paid?": the holdings at a loss. */
const ASKS_LOSING =
  /\b(down from|down on|down since|at a loss|losing money|lost money|underwater|in the red|below (what|cost|the cost|its cost|their cost)|(worth|valued) less (now |today )?than (what )?((we|i|you|they|he|she) paid|was paid)|less than (what )?((we|i|you|they|he|she) paid|was paid))\b|\b(any|which|what)\b.*\b(down|losing)\b|\b(showing|shows|show|has|have|with|at|in) an? (loss|losses)\b/;
/** "Which single holding is worth the most?": the holdings by value. */
const ASKS_LARGEST =
  /\b(largest|biggest|most valuable|worth the most|highest value|largest position)\b(?! (gainer|loser|winner|gain|loss))/;
/**
 * "Which holding has the largest unrealized gain?", "our biggest loss": the holdings by the dollars
 * gained or lost against their cost (a percentage ranks "best performing").
 */
const ASKS_GAIN_IN_DOLLARS =
  /\b(largest|biggest|highest|greatest|most|best) (unrealized |paper |dollar )?(gain|gains|profit|profits|return|returns)\b|\b(gained|grown|grew|made|earned) the most\b/;
const ASKS_LOSS_IN_DOLLARS =
  /\b(largest|biggest|greatest|worst|most) (unrealized |paper |dollar )?(loss|losses)\b|\blost the most\b/;
const GAIN_WORDS = new Set(['gain', 'gains', 'profit', 'profits', 'return', 'returns', 'greatest']);
/** The words of those questions, which name no holding. */
const RANKING = new Set(
  'any anything which what down losing lost loss money underwater red below cost basis compared versus against single largest biggest most valuable worth highest value position holding holdings investment investments paid bought we our one less than portfolio they their'.split(
    ' ',
  ),
);
const MAX_LISTED_HOLDINGS = 8;
/**
 * "How many tuition units does the 529 hold?", "what funds are in the Roth?", "what is the 401(k)
 * invested in?": each holding of the account named, not only how many there are.
 */
const ASKS_HOLDINGS =
  /\bhow many\b|\b(what|which) (funds?|holdings?|stocks?|investments?|positions?|etfs?|securities|tickers?|symbols?)\b|\b(what's|whats|what is|what) (in|inside)\b|\bwhat (does|do|is|are) ([\w()'’]+ ){1,4}(hold|holding|own|contain|invested in|made up of)\b|\binvested in\b/;
/** "When did we buy the Microsoft shares?": a date no holding records. */
const ASKS_BOUGHT_WHEN =
  /\b(when|what (date|year|day|month))\b.*\b(buy|bought|purchase|purchased|acquire|acquired)\b/;

/**
 * The accounts whose holdings a ranking question ranks: all of them when it names none, the ones
 * it names ("anything in the 401(k)"), or null when its words name something else.
 */
function rankedAmong(
  words: readonly string[],
  accounts: readonly TInvestmentAccount[],
): readonly TInvestmentAccount[] | null {
  const naming = words.filter((word) => !RANKING.has(word));
  if (naming.length === 0) return accounts;
  const match = matchNames(
    naming,
    accounts.map((account) => ({ item: account, words: investmentAccountWords(account) })),
  );
  return match.items.length > 0 && match.unmatchedWords.length === 0 ? match.items : null;
}
/** Words about how the portfolio is doing, not names of what is in it. */
const DESCRIBING = new Set(
  'best worst top gained earned grown grew doing done performed performing made lost profit profits winner winners loser losers gainer gainers overall right percent percentage position positions trading trades price priced quote currently fund funds up versus vs compared against put unrealized realized paper whole entire across larger bigger smaller more less greater ticker tickers symbol symbols'.split(
    ' ',
  ),
);
/** Asset classes counted in shares; the rest in units of their own ("5,000 of Cash"). */
const IN_SHARES = new Set(['stock', 'etf', 'mutual_fund']);

function quantityText(holding: THolding): string {
  return `${QUANTITY.format(holding.quantity)}${IN_SHARES.has(holding.assetClass) ? ' shares' : ''} of`;
}

const DOLLARS_PRICE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});
const QUANTITY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });

function gainText(gain: Gain | null): string {
  return gain ? gainPhrase(gain) : 'gain unknown (no cost basis recorded)';
}

function holdingText(
  holding: THolding,
  account: TInvestmentAccount,
  snapshot: HouseholdSnapshot,
): string {
  const value = holdingValueCents(holding);
  const name = holding.symbol ? `${holding.symbol} (${holding.name})` : holding.name;
  const where = `${accountLabel(account)}${whoseNote(snapshot, account.ownerId)}`;
  if (value === null)
    return `${quantityText(holding)} ${name} in ${where}: no price recorded, so its value is unknown`;
  const price = holding.price
    ? ` at ${DOLLARS_PRICE.format(holding.price.priceMicros / MICROS_PER_DOLLAR)}${isStalePrice(holding.price.asOf, snapshot.today) ? ` (price as of ${formatDay(holding.price.asOf)})` : ''}`
    : '';
  const cost =
    holding.costBasisCents === null ? '' : `, bought for ${formatCents(holding.costBasisCents)}`;
  return `${quantityText(holding)} ${name} in ${where}, worth ${formatCents(value)}${price}${cost}, ${gainText(holdingGain(holding))}`;
}

/** Its institution, name and type, and the name it is held in ("Alex's Roth IRA"). */
export function investmentAccountWords(account: TInvestmentAccount): readonly string[] {
  return tokensOf(
    `${account.institutionName} ${account.accountName} ${INVESTMENT_ACCOUNT_TYPE_LABELS[account.type]} ${account.type} ${account.ownerName ?? ''} ${purposeWords(account.type).join(' ')}`,
  );
}

type Found =
  | { kind: 'account'; account: TInvestmentAccount }
  | { kind: 'holding'; holding: THolding; account: TInvestmentAccount };

/**
 * "The Microsoft shares in the joint Schwab account": the account is named best, and its holding
 * by the words the account's own name does not hold.
 */
function holdingsNamedWithin(
  accounts: readonly TInvestmentAccount[],
  words: readonly string[],
): Extract<Found, { kind: 'holding' }>[] {
  const rest = words.filter(
    (word) => !accounts.some((account) => investmentAccountWords(account).includes(word)),
  );
  if (rest.length === 0) return [];
  return accounts.flatMap((account) =>
    account.holdings
      .filter((holding) => {
        const named = tokensOf(`${holding.symbol ?? ''} ${holding.name}`);
        return rest.every((word) => named.includes(word) || named.includes(word.replace(/s$/, '')));
      })
      .map((holding) => ({ kind: 'holding' as const, holding, account })),
  );
}

/**
 * "The total bond market fund in the 401(k)": two funds' names outrank the account's one word,
 * so the account is not among the best matches; the holding is still the one in the account
 * the rest of the question names.
 */
function holdingsOfOutranked(
  match: { items: readonly Found[]; complete: boolean },
  words: readonly string[],
  accounts: readonly TInvestmentAccount[],
): Extract<Found, { kind: 'holding' }>[] {
  if (match.complete || match.items.some((item) => item.kind === 'account')) return [];
  const outranked = accounts.filter((account) =>
    words.some((word) => investmentAccountWords(account).includes(word)),
  );
  return holdingsNamedWithin(outranked, words);
}

function sharesText(slices: readonly AllocationSlice[]): string {
  return slices
    .map((slice) => `${slice.label} ${slice.percentage}% (${formatCents(slice.valueCents)})`)
    .join(', ');
}

function summaryText(
  accounts: readonly TInvestmentAccount[],
  snapshot: HouseholdSnapshot,
  question: Question,
) {
  const summary = portfolioSummary(accounts, snapshot.today);
  const parts = [
    `Your investments are worth ${formatCents(summary.totalValueCents)} across ${countOf(summary.accountCount, 'account')} and ${countOf(summary.holdingCount, 'holding')}`,
  ];
  const byAssetClass = allocation(accounts, 'allocationClass');
  const byFundType = allocation(accounts, 'assetClass');
  const byAccount = allocation(accounts, 'account');
  const wantsAllocation = ASKS_ALLOCATION.test(question.text);
  const wantsGain = ASKS_GAIN.test(question.text);
  if (summary.gain && (wantsGain || !wantsAllocation))
    parts.push(
      `against ${formatCents(summary.costBasisCents)} paid for the holdings with a known cost, ${gainText(summary.gain)}`,
    );
  else if (wantsGain) parts.push('no cost basis is recorded, so the gain is unknown');
  // By asset class first: "Mutual fund 62.9%" alone would mix a stock fund with a bond fund.
  if (byFundType.length > 0 && (wantsAllocation || !wantsGain))
    parts.push(
      `allocation by asset class: ${sharesText(byAssetClass)}; by fund type: ${sharesText(byFundType)}`,
    );
  if (byAccount.length > 1 && !wantsGain)
    parts.push(
      `by account: ${byAccount.map((slice) => `${slice.label} ${formatCents(slice.valueCents)}`).join(', ')}`,
    );
  let text = `${parts.join('; ')}.`;
  if (summary.unpricedCount > 0)
    text += ` ${countOf(summary.unpricedCount, 'holding')} ${summary.unpricedCount === 1 ? 'has' : 'have'} no price, so ${summary.unpricedCount === 1 ? 'it is' : 'they are'} not in the total.`;
  if (summary.oldestStalePriceAsOf)
    text += ` Some prices are as of ${formatDay(summary.oldestStalePriceAsOf)}.`;
  return text;
}

function rankedHoldings(
  accounts: readonly TInvestmentAccount[],
  snapshot: HouseholdSnapshot,
  question: Question,
) {
  const worst = /\b(worst|loser)\b/.test(question.text);
  const rows = accounts.flatMap((account) =>
    account.holdings.flatMap((holding) => {
      const gain = holdingGain(holding);
      return gain?.percent == null ? [] : [{ holding, account, percent: gain.percent }];
    }),
  );
  if (rows.length === 0)
    return {
      response: 'No holding has both a price and a cost basis, so I cannot rank them by gain.',
      sources: [],
    };
  rows.sort((a, b) => (worst ? a.percent - b.percent : b.percent - a.percent));
  const top = rows.slice(0, 3);
  return {
    response: `Your ${worst ? 'weakest' : 'best'} holdings by gain against cost: ${top
      .map((row) => holdingText(row.holding, row.account, snapshot))
      .join('; ')}.`,
    sources: top.map((row) => holdingSource(row.holding)),
  };
}

type Row = { holding: THolding; account: TInvestmentAccount };

function byGainInDollars(
  accounts: readonly TInvestmentAccount[],
  snapshot: HouseholdSnapshot,
  losses: boolean,
): IntentReply {
  const rows = everyHolding(accounts)
    .map((row) => ({ ...row, cents: holdingGain(row.holding)?.cents ?? null }))
    .filter((row): row is Row & { cents: number } => row.cents !== null)
    .filter((row) => (losses ? row.cents < 0 : row.cents > 0))
    .sort((a, b) => (losses ? a.cents - b.cents : b.cents - a.cents));
  if (rows.length === 0)
    return {
      response: losses
        ? 'None of your holdings with a recorded cost is worth less than what you paid for it.'
        : 'None of your holdings with a recorded cost is worth more than what you paid for it.',
      sources: limitedSources(accounts.map(investmentSource), {
        kind: 'investment',
        noun: 'accounts',
        href: '/investments',
      }),
    };
  const top = rows.slice(0, 3);
  return {
    statesAllHeld: true,
    response: `Your holding${top.length > 1 ? 's' : ''} with the largest ${losses ? 'loss' : 'gain'} in dollars against cost: ${top
      .map((row) => holdingText(row.holding, row.account, snapshot))
      .join('; ')}.`,
    sources: top.map((row) => holdingSource(row.holding)),
  };
}

const everyHolding = (accounts: readonly TInvestmentAccount[]): Row[] =>
  accounts.flatMap((account) => account.holdings.map((holding) => ({ holding, account })));

function losingHoldings(
  accounts: readonly TInvestmentAccount[],
  snapshot: HouseholdSnapshot,
): IntentReply {
  const losing = everyHolding(accounts).filter((row) => (holdingGain(row.holding)?.cents ?? 0) < 0);
  if (losing.length === 0)
    return {
      response:
        'None of your holdings with a recorded cost is worth less than what you paid for it.',
      sources: limitedSources(accounts.map(investmentSource), {
        kind: 'investment',
        noun: 'accounts',
        href: '/investments',
      }),
    };
  const listed = losing.slice(0, MAX_LISTED_HOLDINGS);
  return {
    statesAllHeld: true,
    response: `${countOf(losing.length, 'holding')} ${losing.length === 1 ? 'is' : 'are'} worth less than what you paid: ${listed
      .map((row) => holdingText(row.holding, row.account, snapshot))
      .join('; ')}.`,
    sources: listed.map((row) => holdingSource(row.holding)),
  };
}

function largestHoldings(
  accounts: readonly TInvestmentAccount[],
  snapshot: HouseholdSnapshot,
): IntentReply {
  const priced = everyHolding(accounts)
    .map((row) => ({ ...row, value: holdingValueCents(row.holding) }))
    .filter((row): row is Row & { value: number } => row.value !== null)
    .sort((a, b) => b.value - a.value);
  const top = priced.slice(0, 3);
  if (top.length === 0) return { response: 'No holding has a price recorded yet.', sources: [] };
  return {
    statesAllHeld: true,
    response: `Your largest holding${top.length > 1 ? 's' : ''} by value: ${top
      .map((row) => holdingText(row.holding, row.account, snapshot))
      .join('; ')}.`,
    sources: top.map((row) => holdingSource(row.holding)),
  };
}

/** "Which of our investment accounts is worth the most, and which the least?": the accounts. */
const ACCOUNTS_BY_VALUE =
  /\baccounts\b.*\b(worth the (most|least)|most valuable|least valuable|largest|biggest|smallest)\b|\b(largest|biggest|smallest|most valuable|least valuable)\b.*\baccounts?\b/;

/** Every investment account by its value, largest first. */
function accountsByValue(
  accounts: readonly TInvestmentAccount[],
  snapshot: HouseholdSnapshot,
): IntentReply {
  const valued = accounts
    .map((account) => ({
      account,
      value: portfolioSummary([account], snapshot.today).totalValueCents,
    }))
    .sort((a, b) => b.value - a.value);
  const lines = valued.map(
    ({ account, value }, at) =>
      `${at + 1}. ${accountLabel(account)}${whoseNote(snapshot, account.ownerId)} ${formatCents(value)}`,
  );
  const [most] = valued;
  const least = valued.at(-1);
  const ends =
    most && least && valued.length > 1
      ? ` The most: ${accountLabel(most.account)}; the least: ${accountLabel(least.account)}.`
      : '';
  return {
    statesAllHeld: true,
    response: `Your investment accounts by value: ${lines.join('; ')}.${ends}`,
    sources: valued.map(({ account }) => investmentSource(account)),
  };
}

/** Portfolio value, allocation and gain; one account or holding ("how much VTI do we have?"). */
export function answerPortfolio(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  const accounts = snapshot.investments;
  if (accounts.length === 0)
    return { response: 'No investment accounts are recorded yet.', sources: [] };
  if (ACCOUNTS_BY_VALUE.test(question.text) && !/\b(holdings?|positions?)\b/.test(question.text))
    return accountsByValue(accounts, snapshot);
  const words = question.contentTokens.filter((word) => !DESCRIBING.has(word));
  // "Which individual stocks do we own?", "what ETFs are in the Roth?".
  const ofKind = holdingsOfAKind(
    question,
    rankedAmong(
      words.filter((word) => !KIND_WORDS.has(word)),
      accounts,
    ) ?? accounts,
    (holding, account) => holdingText(holding, account, snapshot),
  );
  if (ofKind) return ofKind;
  // Over every holding, or every holding of the accounts named ("anything in the 401(k) below
  // its cost basis"); "is VTI down?" names one holding.
  const losses = ASKS_LOSS_IN_DOLLARS.test(question.text);
  if (losses || ASKS_GAIN_IN_DOLLARS.test(question.text)) {
    const among = rankedAmong(
      words.filter((word) => !GAIN_WORDS.has(word)),
      accounts,
    );
    if (among) return byGainInDollars(among, snapshot, losses);
  }
  const ranked = rankedAmong(words, accounts);
  if (ranked) {
    if (ASKS_LOSING.test(question.text)) return losingHoldings(ranked, snapshot);
    if (ASKS_LARGEST.test(question.text)) return largestHoldings(ranked, snapshot);
  }
  if (words.length === 0) {
    if (ASKS_BEST.test(question.text)) return rankedHoldings(accounts, snapshot, question);
    return {
      response: summaryText(accounts, snapshot, question),
      sources: limitedSources(accounts.map(investmentSource), {
        kind: 'investment',
        noun: 'accounts',
        href: '/investments',
      }),
    };
  }
  const match = matchNames<Found>(
    words,
    [
      ...accounts.map((account) => ({
        item: { kind: 'account' as const, account },
        words: investmentAccountWords(account),
      })),
      ...accounts.flatMap((account) =>
        account.holdings.map((holding) => ({
          item: { kind: 'holding' as const, holding, account },
          words: tokensOf(`${holding.symbol ?? ''} ${holding.name}`),
        })),
      ),
    ],
    // "Alex's Roth IRA or the joint brokerage": each of the records a list names.
    { listed: listsNames(question) },
  );
  const named = match.items.flatMap((item) => (item.kind === 'account' ? [item.account] : []));
  // "The bond fund in my 401(k)": a holding of the account named, not the whole account.
  const holdingsOfNamed = match.items.flatMap((item) =>
    item.kind === 'holding' && named.includes(item.account) ? [item] : [],
  );
  // "How much are we up on the Schwab account?": the account, though "Schwab" is in its
  // holdings' names too.
  const namesOnlyAccounts = words.every((word) =>
    named.some((account) => investmentAccountWords(account).includes(word)),
  );
  const within = holdingsNamedWithin(named, words);
  const inNamed = namesOnlyAccounts
    ? []
    : within.length > 0
      ? within
      : holdingsOfNamed.length > 0
        ? holdingsOfNamed
        : holdingsOfOutranked(match, words, accounts);
  // "The Vanguard 529" is not the Vanguard 401(k): a word that names nothing is not dropped.
  if (
    match.items.length === 0 ||
    match.unmatchedWords.length > 0 ||
    (inNamed.length === 0 && namesNothingTogether(match, question))
  )
    // "What's in the HSA?", "which bank is the emergency fund at?": a financial account.
    return (
      namedAccountsReply(words, question, snapshot) ??
      notFoundReply(
        match.items.length === 0 ? match.unmatchedWords : words,
        'no investment account or holding by that name',
      )
    );
  if (named.length > 0 && inNamed.length === 0) {
    const valued = named.map((account) => ({
      account,
      summary: portfolioSummary([account], snapshot.today),
    }));
    const lines = valued.map(({ account, summary }) => {
      // "How many units does the 529 hold?": each holding's quantity.
      const held = ASKS_HOLDINGS.test(question.text)
        ? `: ${account.holdings.map((holding) => holdingText(holding, account, snapshot)).join('; ')}`
        : '';
      return `${accountLabel(account)}${whoseNote(snapshot, account.ownerId)} is worth ${formatCents(summary.totalValueCents)} in ${countOf(summary.holdingCount, 'holding')}, ${gainText(summary.gain)}${held}`;
    });
    return {
      // "Add up the 401(k), the Roth and the 529": what they are worth together.
      response: `${lines.join('. ')}.${named.length > 1 ? ` Together ${formatCents(portfolioSummary(named, snapshot.today).totalValueCents)}.` : ''}${worthApart(
        question,
        valued.map(({ account, summary }) => ({
          label: accountLabel(account),
          cents: summary.totalValueCents,
        })),
      )}`,
      sources: [
        ...named.map(investmentSource),
        ...named.flatMap((account) => account.holdings.slice(0, 5).map(holdingSource)),
      ],
    };
  }
  const holdings =
    inNamed.length > 0
      ? inNamed
      : match.items.flatMap((item) => (item.kind === 'holding' ? [item] : []));
  const listed = holdings.slice(0, MAX_LISTED_HOLDINGS);
  const total = holdings.reduce((sum, item) => sum + (holdingValueCents(item.holding) ?? 0), 0);
  const together = holdings.length > 1 ? ` Together ${formatCents(total)}.` : '';
  // "When did we first buy the Microsoft shares?": a holding records its cost, not its date.
  const undated = ASKS_BOUGHT_WHEN.test(question.text);
  return {
    ...(undated && { recordsLack: true }),
    statesAllHeld: true,
    response: `${undated ? 'No purchase date is recorded for a holding, only what was paid for it. ' : ''}You hold ${listed.map((item) => holdingText(item.holding, item.account, snapshot)).join('; ')}.${together}`,
    sources: [...new Set(listed.map((item) => item.account))]
      .map(investmentSource)
      .concat(listed.map((item) => holdingSource(item.holding))),
  };
}
