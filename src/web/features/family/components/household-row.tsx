import {
  connectionLabel,
  type TAdvisorGrant,
  type TConnectedHousehold,
} from '@shared/family/family-schemas';
import { TableCell, TableRow } from '@web/components/ui/table';
import { sharedSectionsWords } from '@web/lib/advisor-grant-words';
import { useLeaveHousehold } from '../api/member-mutations';
import { formatDay } from '../lib/family-dates';
import { RemovalButton } from './removal-button';

/**
 * An advisor's terms under their access (issue 15): until when (or that it ended), what is shared
 * and whether full numbers show.
 */
function GrantTerms({ grant }: { grant: TAdvisorGrant }) {
  return (
    <span className="block max-w-xs text-xs whitespace-normal text-muted-foreground">
      <span className={grant.active ? undefined : 'font-medium text-destructive'}>
        {grant.active ? 'until ' : 'ended '}
        <time dateTime={grant.expiresAt}>{formatDay(grant.expiresAt)}</time>
      </span>
      <span className="block">Shared with you: {sharedSectionsWords(grant)}</span>
      <span className="block">
        {grant.revealNumbers ? 'Full numbers allowed' : 'Numbers masked'}
      </span>
    </span>
  );
}

/** A household I can view, with the way to stop viewing it. */
export function HouseholdRow({
  household,
  isGuest,
}: {
  household: TConnectedHousehold;
  isGuest: boolean;
}) {
  const leave = useLeaveHousehold();
  const owner = household.ownerName || household.ownerEmail;

  return (
    <TableRow>
      <TableCell className="font-medium break-words">{owner}</TableCell>
      <TableCell className="break-all">{household.ownerEmail}</TableCell>
      <TableCell className="whitespace-nowrap">
        {connectionLabel(household.role, household.advisorGrant)}
        {household.advisorGrant && <GrantTerms grant={household.advisorGrant} />}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={household.connectedAt}>{formatDay(household.connectedAt)}</time>
      </TableCell>
      <TableCell>
        <RemovalButton
          label="Leave"
          ariaLabel={`Leave ${owner}'s household`}
          title={`Leave ${owner}'s household?`}
          description={
            <>
              You will no longer see or change {owner}'s data. To get access again, {owner} has to
              invite you again.
              {isGuest &&
                ' As a guest you have no household of your own: get your own account to keep using Nido.'}
            </>
          }
          confirmLabel="Leave"
          busyLabel="Leaving…"
          busy={leave.isPending}
          run={(done) => leave.mutate(household, { onSuccess: done })}
        />
      </TableCell>
    </TableRow>
  );
}
