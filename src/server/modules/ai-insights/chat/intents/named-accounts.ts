import { ASSET_TYPE_LABELS, LIABILITY_ASSET_TYPES } from '@shared/finance/asset-schemas';
import { formatCents } from '@shared/finance/money';
import type { FinancialAccountFacts } from '@shared/estate/estate-analysis/estate-facts';
import { accountLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { accountSource } from '../records/sources';
import { countOf } from '../text/format';
import { matchNames, namesNothingTogether } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { purposeWords } from '../records/what-it-is-for';

/**
 * Financial accounts named in a question, and their balances: shared by the net worth and the
 * portfolio answers (each falls back on the other's records).
 */

/** What people call an institution for short: "Amex" is American Express. */
const INSTITUTION_ALIASES: Record<string, string> = {
  'american express': 'amex',
  'bank of america': 'bofa',
  'wells fargo': 'wf',
};

/** The account types a question names ("checking", "savings", "credit card"). */
export function askedAccountTypes(text: string): string[] {
  return [
    /\bchecking\b/.test(text) ? 'checking' : null,
    /\bsavings\b/.test(text) ? 'savings' : null,
    /\bcredit\b/.test(text) ? 'credit_card' : null,
  ].filter((type): type is string => !!type);
}

export function accountWords(account: FinancialAccountFacts): readonly string[] {
  const alias = INSTITUTION_ALIASES[account.institutionName.toLowerCase()] ?? '';
  return tokensOf(
    `${alias} ` +
      `${account.institutionName} ${account.accountName} ${ASSET_TYPE_LABELS[account.type]} ${account.type} ${purposeWords(account.type).join(' ')}` +
      // "The account ending 9034": its last four name it.
      ` ${account.accountNumberLast4 ?? ''}`,
  );
}

export function accountsReply(
  accounts: readonly FinancialAccountFacts[],
  snapshot: HouseholdSnapshot,
  what: string,
): IntentReply {
  if (accounts.length === 0)
    return {
      response: `No ${what} are recorded in your accounts.`,
      sources: [],
      intent: 'accounts',
    };
  const owned = accounts.filter((account) => !LIABILITY_ASSET_TYPES.includes(account.type));
  const owed = accounts.filter((account) => LIABILITY_ASSET_TYPES.includes(account.type));
  const line = (account: FinancialAccountFacts) =>
    `${accountLabel(account)} ${formatCents(LIABILITY_ASSET_TYPES.includes(account.type) ? Math.abs(account.balanceCents) : account.balanceCents)}${LIABILITY_ASSET_TYPES.includes(account.type) ? ' owed' : ''}${whoseNote(snapshot, account.ownerId)}`;
  const sorted = [...owned.sort((a, b) => b.balanceCents - a.balanceCents), ...owed];
  const total = owned.reduce((sum, account) => sum + account.balanceCents, 0);
  return {
    response: `${owned.length > 0 ? `Your ${what} hold ${formatCents(total)} in ${countOf(owned.length, 'account')}` : `Your ${what}`}: ${sorted.map(line).join('; ')}.`,
    sources: accounts.map(accountSource),
    intent: 'accounts',
  };
}

/**
 * The financial accounts (not investment accounts or properties) a question's words name, with
 * their balances; null when the words name none of them, or name something else besides.
 */
export function namedAccountsReply(
  words: readonly string[],
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  if (words.length === 0) return null;
  const named = matchNames(
    words,
    snapshot.estate.assets.map((account) => ({ item: account, words: accountWords(account) })),
  );
  if (
    named.items.length === 0 ||
    named.unmatchedWords.length > 0 ||
    namesNothingTogether(named, question)
  )
    return null;
  return accountsReply(named.items, snapshot, 'accounts');
}
