import { LIABILITY_ASSET_TYPES } from '@shared/finance/asset-schemas';
import { formatCents } from '@shared/finance/money';
import { accountLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { accountSource, investmentSource } from '../records/sources';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { portfolioSummary } from '@shared/investments/valuation';

/** "Which accounts are in Alex's name?", "owned by Jordan", "titled to Alex alone". */
export const ASKS_HELD_BY =
  /\b(in|under) (\w+ )?names?\b|\b(in the name of|owned by|titled to|held by|belongs? to)\b/;
/** "In Alex's name alone": not held jointly with anyone. */
const ALONE = /\b(alone|only|solely|individually|sole|just)\b/;
/** "Bank accounts or cards": not the investment accounts. */
const BANKING_ONLY = /\b(bank|banks|banking|cards?|checking|savings)\b/;
/** An owner's name that holds another's: "Jordan and Alex Carter", "Jordan & Alex". */
const JOINT = /\band\b|&/;

/**
 * The accounts in one person's name, with their balances: a financial account or an investment
 * account whose owner's name holds the person the question names. Null when the question asks
 * no such thing or names no account holder.
 */
export function answerAccountsHeldBy(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  if (!ASKS_HELD_BY.test(question.text)) return null;
  const alone = ALONE.test(question.text);
  const holders = new Set(
    [...snapshot.estate.assets, ...snapshot.investments].flatMap((account) =>
      tokensOf(account.ownerName ?? ''),
    ),
  );
  const person = question.contentTokens.find((word) => holders.has(word));
  if (!person) return null;
  const holds = (ownerName: string | null | undefined) =>
    !!ownerName && tokensOf(ownerName).includes(person) && !(alone && JOINT.test(ownerName));
  const accounts = snapshot.estate.assets.filter((account) => holds(account.ownerName));
  const investments = BANKING_ONLY.test(question.text)
    ? []
    : snapshot.investments.filter((account) => holds(account.ownerName));
  if (accounts.length + investments.length === 0)
    return {
      response: `No ${BANKING_ONLY.test(question.text) ? 'bank account or card' : 'account'} is recorded in ${person.charAt(0).toUpperCase()}${person.slice(1)}'s name${alone ? ' alone' : ''}.`,
      sources: [],
      intent: 'accounts',
    };
  const lines = [
    ...accounts.map((account) => {
      const owed = LIABILITY_ASSET_TYPES.includes(account.type);
      return `${accountLabel(account)} (${account.ownerName}) ${formatCents(Math.abs(account.balanceCents))}${owed ? ' owed' : ''}${whoseNote(snapshot, account.ownerId)}`;
    }),
    ...investments.map(
      (account) =>
        `${account.institutionName} · ${account.accountName} (${account.ownerName}) worth ${formatCents(portfolioSummary([account], snapshot.today).totalValueCents)}`,
    ),
  ];
  return {
    response: `In ${person.charAt(0).toUpperCase()}${person.slice(1)}'s name${alone ? ' alone' : ''}: ${lines.join('; ')}.`,
    sources: [...accounts.map(accountSource), ...investments.map(investmentSource)],
    intent: 'accounts',
  };
}
