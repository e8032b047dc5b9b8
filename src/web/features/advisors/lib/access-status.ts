import { ADVISOR_ACCESS_LABELS, type TAdvisor } from '@shared/advisors/advisor-schemas';
import { formatAccessDate } from './format-access-date';

/** What the advisor's professional access is now, in words. */
export function accessStatusText({ access }: TAdvisor): string {
  const until = access.expiresAt ? formatAccessDate(access.expiresAt) : null;
  switch (access.status) {
    case 'invited':
      return until ? `Invitation sent, expires ${until}` : 'Invitation sent';
    case 'active': {
      const level = access.level ? ADVISOR_ACCESS_LABELS[access.level] : 'Has access';
      return until ? `${level} until ${until}` : level;
    }
    case 'expired':
      return until ? `Access expired on ${until}` : 'Access expired';
    default:
      return 'No access';
  }
}
