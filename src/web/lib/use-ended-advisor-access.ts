import { endedGrantSentence } from './advisor-grant-words';
import { useEndedAdvisorGrants } from './family-sources';
import { useOwnerSelection } from './owner-selection';
import { useSession } from './session';

/**
 * For a guest left with no household to view (their own cannot be) whose advisor grant ended
 * (issue 15): "Your access to Olivia Owner's household ended on …. Ask Olivia Owner (…) to renew
 * it from their Advisor Contacts." Null for everyone else, and while the households load.
 */
export function useEndedAdvisorAccessMessage(): string | null {
  const user = useSession().data?.user;
  const { sources } = useOwnerSelection();
  const ended = useEndedAdvisorGrants({ enabled: Boolean(user) }).data ?? [];
  if (user?.accountType !== 'guest' || sources.length === 0) return null;
  if (sources.some((source) => !source.isSelf)) return null;
  return ended[0] ? endedGrantSentence(ended[0]) : null;
}
