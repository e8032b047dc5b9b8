import { useState } from 'react';
import type { TInvitation } from '@shared/family/family-schemas';
import { Button } from '@web/components/ui/button';
import { BusyButton } from '@web/components/ui/busy-button';
import { TableCell, TableRow } from '@web/components/ui/table';
import { useResendInvitation, useRevokeInvitation } from '../api/invitation-mutations';
import { formatDay } from '../lib/family-dates';
import { InvitationStatusBadge } from './invitation-status-badge';
import { RemovalDialog } from './removal-dialog';

const none = <span className="text-muted-foreground">—</span>;

/**
 * One invitation with what can still be done with it: a pending or expired one can be sent again
 * (with a new expiry), a pending one revoked after a confirmation.
 */
export function InvitationRow({ invitation }: { invitation: TInvitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  const { inviteeName: name, status } = invitation;
  const canResend = status === 'pending' || status === 'expired';
  const open = status === 'pending' || status === 'expired';

  return (
    <TableRow>
      <TableCell className="font-medium break-words">{name}</TableCell>
      <TableCell className="break-all">{invitation.inviteeEmail}</TableCell>
      <TableCell>
        <InvitationStatusBadge status={status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={invitation.createdAt}>{formatDay(invitation.createdAt)}</time>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {open ? (
          <time dateTime={invitation.expiresAt}>{formatDay(invitation.expiresAt)}</time>
        ) : (
          none
        )}
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-2">
          {canResend && (
            <BusyButton
              variant="outline"
              size="sm"
              busy={resend.isPending}
              busyLabel="Sending…"
              aria-label={resend.isPending ? undefined : `Resend invitation to ${name}`}
              onClick={() => resend.mutate(invitation)}
            >
              Resend
            </BusyButton>
          )}
          {status === 'pending' && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Revoke invitation to ${name}`}
              onClick={() => setConfirming(true)}
            >
              Revoke
            </Button>
          )}
        </div>
        {confirming && (
          <RemovalDialog
            title="Revoke this invitation?"
            description={`${name} (${invitation.inviteeEmail}) will no longer be able to use it to join your family. You can invite them again later.`}
            confirmLabel="Revoke invitation"
            busyLabel="Revoking…"
            busy={revoke.isPending}
            run={(done) => revoke.mutate(invitation, { onSuccess: done })}
            onClose={() => setConfirming(false)}
          />
        )}
      </TableCell>
    </TableRow>
  );
}
