import {
  FAMILY_ROLE_LABELS,
  FAMILY_ROLES,
  ZFamilyRole,
  connectionLabel,
  type TFamilyMember,
} from '@shared/family/family-schemas';
import { Badge } from '@web/components/ui/badge';
import { NativeSelect } from '@web/components/ui/native-select';
import { SelectOptions } from '@web/components/ui/select-options';
import { TableCell, TableRow } from '@web/components/ui/table';
import { useChangeRole, useRemoveMember } from '../api/member-mutations';
import { formatDay } from '../lib/family-dates';
import { RemovalButton } from './removal-button';

/** Someone who can see my household: what they may do, and the way to take their access away. */
export function MemberRow({ member }: { member: TFamilyMember }) {
  const change = useChangeRole();
  const remove = useRemoveMember();
  const name = member.fullName || member.email;
  const roleId = `member-role-${member.userId}`;
  // While a change is on its way the select shows the new choice; a failure puts it back.
  const role = change.isPending ? change.variables.role : member.role;

  return (
    <TableRow>
      <TableCell>
        <p className="font-medium break-words">{name}</p>
        {member.accountType === 'guest' && (
          <Badge variant="outline" className="mt-1">
            Guest account
          </Badge>
        )}
      </TableCell>
      <TableCell className="break-all">{member.email}</TableCell>
      <TableCell>
        {member.role === 'advisor' ? (
          // An advisor's access is granted, renewed and revoked from Advisor Contacts.
          <p>
            {connectionLabel(member.role, member.advisorGrant)}
            {member.advisorGrant && (
              <span className="block text-xs text-muted-foreground">
                {member.advisorGrant.active ? 'until' : 'expired on'}{' '}
                <time dateTime={member.advisorGrant.expiresAt}>
                  {formatDay(member.advisorGrant.expiresAt)}
                </time>
              </span>
            )}
          </p>
        ) : (
          <>
            <label htmlFor={roleId} className="sr-only">
              Access for {name}
            </label>
            <NativeSelect
              id={roleId}
              value={role}
              disabled={change.isPending}
              className="min-w-44"
              onChange={(event) =>
                change.mutate({ member, role: ZFamilyRole.parse(event.target.value) })
              }
            >
              <SelectOptions values={FAMILY_ROLES} label={(option) => FAMILY_ROLE_LABELS[option]} />
            </NativeSelect>
          </>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={member.connectedAt}>{formatDay(member.connectedAt)}</time>
      </TableCell>
      <TableCell>
        <RemovalButton
          label="Remove access"
          ariaLabel={`Remove access for ${name}`}
          title={`Remove ${name}'s access?`}
          description={`${name} can no longer see or change your household's data. They lose access on their next request. You can invite them again later.`}
          confirmLabel="Remove access"
          busyLabel="Removing…"
          busy={remove.isPending}
          run={(done) => remove.mutate(member, { onSuccess: done })}
        />
      </TableCell>
    </TableRow>
  );
}
