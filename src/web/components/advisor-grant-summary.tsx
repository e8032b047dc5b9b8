import { CalendarClock, Eye, Hash, PencilLine } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TAdvisorGrant, TOfferedAdvisorGrant } from '@shared/family/family-schemas';
import { formatGrantDay, numbersWords, sharedSectionsWords } from '@web/lib/advisor-grant-words';

type Props = {
  /** A running grant (until a date), or one an invitation offers (for days from acceptance). */
  grant: TAdvisorGrant | TOfferedAdvisorGrant;
  /** Names the list for assistive technology when no heading does: "What Olivia shares with you". */
  label?: string;
  className?: string;
};

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 shrink-0 text-primary [&_svg]:size-4" aria-hidden>
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * An advisor's grant in their own words (issue 15): what is shared, view only or not, whether
 * full numbers show, and until when. Never "joined the family" or "view and manage".
 */
export function AdvisorGrantSummary({ grant, label, className }: Props) {
  const until =
    'expiresAt' in grant
      ? `Until ${formatGrantDay(grant.expiresAt)}`
      : `For ${grant.days} ${grant.days === 1 ? 'day' : 'days'} from when you accept`;
  return (
    <ul aria-label={label} className={className ?? 'grid gap-2 text-sm text-muted-foreground'}>
      <Line icon={<Eye />}>Shared with you: {sharedSectionsWords(grant)}</Line>
      <Line icon={<PencilLine />}>
        {grant.level === 'read_write'
          ? 'You can view and edit these records'
          : `View only: you can't change anything`}
      </Line>
      <Line icon={<Hash />}>{numbersWords(grant)}</Line>
      <Line icon={<CalendarClock />}>{until}</Line>
    </ul>
  );
}
