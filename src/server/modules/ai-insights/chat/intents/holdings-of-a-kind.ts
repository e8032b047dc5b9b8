import { formatCents } from '@shared/finance/money';
import { allocationClassOf } from '@shared/investments/allocation/allocation-class';
import type { THolding, TInvestmentAccount } from '@shared/investments/investment-schemas';
import { holdingValueCents } from '@shared/investments/valuation';
import type { IntentReply } from '../chat-reply';
import { holdingSource, investmentSource } from '../records/sources';
import { countOf } from '../text/format';
import type { Question } from '../text/question';

type Kind = { label: string; asked: RegExp; is: (holding: THolding) => boolean };

/**
 * Kinds of holding a family asks for by what they are: "which individual stocks do we own?",
 * "what ETFs do we have?". A stock is a company's shares (the holding's type); a bond holding is
 * one the allocation classes as bonds, whatever its fund type.
 */
const KINDS: readonly Kind[] = [
  {
    label: 'individual stocks',
    // Not "stock funds", "the total stock market ETF" nor "stock index funds".
    asked: /\b(individual |single |company )?stocks?\b(?! (funds?|etfs?|index|market|mutual))/,
    is: (holding) => holding.assetClass === 'stock',
  },
  { label: 'ETFs', asked: /\betfs\b/, is: (holding) => holding.assetClass === 'etf' },
  {
    label: 'mutual funds',
    asked: /\bmutual funds\b/,
    is: (holding) => holding.assetClass === 'mutual_fund',
  },
  {
    label: 'bond holdings',
    asked: /\bbonds\b|\bbond (funds|holdings|etfs)\b/,
    is: (holding) => allocationClassOf(holding) === 'bond',
  },
];

/** Asked as a list or a count of what is held: "which … do we own", "how many … do we have". */
const ASKS_WHICH =
  /^(which|what|list|name|show|how many|do we (have|own|hold) any)\b.*\b(own|owned|have|hold|held|got|in)\b/;
/** "Not funds or ETFs": kinds said after a "not" are left out, not asked. */
const NOT = /\b(not|no|excluding|except|without|other than|rather than)\b/;

/** The kind asked first in the question, before any "not …". */
function kindAsked(text: string): Kind | null {
  const asked = NOT.exec(text);
  const before = asked ? text.slice(0, asked.index) : text;
  const found = KINDS.map((kind) => ({ kind, at: kind.asked.exec(before)?.index ?? -1 }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return found[0]?.kind ?? null;
}

/** The words that ask for a kind of holding, which name no account. */
export const KIND_WORDS: ReadonlySet<string> = new Set(
  'individual single company companies actual stock stocks etf etfs mutual fund funds bond bonds holdings own owned hold held'.split(
    ' ',
  ),
);

/**
 * Each holding of the kind asked in the accounts given (those the question names, else all),
 * largest first; null when no kind is asked or none is held.
 */
export function holdingsOfAKind(
  question: Question,
  accounts: readonly TInvestmentAccount[],
  describe: (holding: THolding, account: TInvestmentAccount) => string,
): IntentReply | null {
  if (!ASKS_WHICH.test(question.text)) return null;
  const kind = kindAsked(question.text);
  if (!kind) return null;
  const held = accounts
    .flatMap((account) => account.holdings.map((holding) => ({ holding, account })))
    .filter(({ holding }) => kind.is(holding))
    .sort((a, b) => (holdingValueCents(b.holding) ?? 0) - (holdingValueCents(a.holding) ?? 0));
  // "What stocks are in the Roth?" of an account of funds asks what it holds: said elsewhere.
  if (held.length === 0) return null;
  const total = held.reduce((sum, { holding }) => sum + (holdingValueCents(holding) ?? 0), 0);
  const count = countOf(held.length, kind.label.replace(/s$/, ''), kind.label);
  return {
    statesAllHeld: true,
    response: `You hold ${count}: ${held.map(({ holding, account }) => describe(holding, account)).join('; ')}.${held.length > 1 ? ` Together ${formatCents(total)}.` : ''}`,
    sources: [...new Set(held.map(({ account }) => account))]
      .map(investmentSource)
      .concat(held.map(({ holding }) => holdingSource(holding))),
  };
}
