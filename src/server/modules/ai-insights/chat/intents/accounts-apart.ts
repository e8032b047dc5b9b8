import { LIABILITY_ASSET_TYPES } from '@shared/finance/asset-schemas';
import { formatCents } from '@shared/finance/money';
import type { FinancialAccountFacts } from '@shared/estate/estate-analysis/estate-facts';
import { accountLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { accountSource } from '../records/sources';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { DIFFERENCE } from '../lookup/answer-from-cards';
import { accountWords, askedAccountTypes } from './named-accounts';

/** "How much more do we hold at Chase than in the Ally fund?": two sides, set apart by "than". */
const MORE_THAN = /\b(how much|by how much|what is the difference)\b.*\b(more|less)\b.*\bthan\b/;

/**
 * The accounts one side of the question names: by their names' words ("Chase", "the Ally
 * emergency fund"), else by type ("savings", "checking"). Words that name no account on that
 * side ("counting both … accounts") are the question's own.
 */
function accountsOn(
  side: string,
  question: Question,
  accounts: readonly FinancialAccountFacts[],
): FinancialAccountFacts[] {
  const said = new Set(tokensOf(side));
  const types = askedAccountTypes(side);
  const named = question.contentTokens.filter(
    (word) => said.has(word) && accounts.some((account) => accountWords(account).includes(word)),
  );
  const byName = accounts.filter(
    (account) => named.length > 0 && named.every((word) => accountWords(account).includes(word)),
  );
  // "The Chase savings": of the accounts at Chase, the savings one.
  const ofType = (found: FinancialAccountFacts[]) => {
    const typed = found.filter((account) => types.includes(account.type));
    return typed.length > 0 ? typed : found;
  };
  if (named.length > 0) return ofType(byName);
  return types.length > 0 ? accounts.filter((account) => types.includes(account.type)) : [];
}

/**
 * "How much more do we hold at Chase than in the Ally emergency fund?": what the accounts each
 * side names hold, and how far apart. Null unless both sides name accounts, different ones.
 */
export function accountsApart(question: Question, snapshot: HouseholdSnapshot): IntentReply | null {
  const { text } = question;
  if (!MORE_THAN.test(text)) return null;
  const at = text.search(/\bthan\b/);
  const held = snapshot.estate.assets.filter(
    (account) => !LIABILITY_ASSET_TYPES.includes(account.type),
  );
  const first = accountsOn(text.slice(0, at), question, held);
  const second = accountsOn(text.slice(at), question, held);
  if (first.length === 0 || second.length === 0) return null;
  if (first.some((account) => second.includes(account))) return null;
  const total = (side: readonly FinancialAccountFacts[]) =>
    side.reduce((sum, account) => sum + account.balanceCents, 0);
  const said = (side: readonly FinancialAccountFacts[]) =>
    `${side.map((account) => `${accountLabel(account)} ${formatCents(account.balanceCents)}`).join(' and ')}${side.length > 1 ? `: ${formatCents(total(side))} together` : ''}`;
  return {
    response: `${said(first)}; ${said(second)}. ${DIFFERENCE} ${formatCents(Math.abs(total(first) - total(second)))}.`,
    sources: [...first, ...second].map(accountSource),
    intent: 'accounts',
    statesAllHeld: true,
  };
}
