import { describeSections } from '@shared/advisors/advisor-scope';
import type { TAdvisorGrant, TEndedAdvisorGrant } from '@shared/family/family-schemas';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Jun 15, 2026", in the reader's own calendar. */
export function formatGrantDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/** "view only" or "view and edit". */
export function grantLevelWords(level: TAdvisorGrant['level']): string {
  return level === 'read_write' ? 'view and edit' : 'view only';
}

/** "Monthly expenses, Loans and Documents", or "everything in the household". */
export function sharedSectionsWords(grant: Pick<TAdvisorGrant, 'sections'>): string {
  return describeSections(grant.sections);
}

/** Whether full numbers show, in the advisor's words. */
export function numbersWords(grant: Pick<TAdvisorGrant, 'revealNumbers'>): string {
  return grant.revealNumbers
    ? 'You may reveal full account and policy numbers.'
    : 'Account and policy numbers stay masked (last 4 digits).';
}

/**
 * What an advisor is told about a client's household they work in (issue 15): whose it is, what
 * is shared, view only or not, until when. Never "joined the family".
 */
export function advisorAccessSentence(ownerName: string, grant: TAdvisorGrant): string {
  return `You have advisor access to ${ownerName}'s household: ${sharedSectionsWords(grant)}. ${capitalize(grantLevelWords(grant.level))}, until ${formatGrantDay(grant.expiresAt)}.`;
}

/** An ended grant, with whom to ask: the owner renews it from their Advisor Contacts. */
export function endedGrantSentence(ended: TEndedAdvisorGrant): string {
  const owner = ended.ownerName || ended.ownerEmail;
  const contact = ended.ownerName && ended.ownerEmail ? ` (${ended.ownerEmail})` : '';
  return `Your access to ${owner}'s household ended on ${formatGrantDay(ended.expiredAt)}. Ask ${owner}${contact} to renew it from their Advisor Contacts.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
