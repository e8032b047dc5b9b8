import { MailWarning, Pencil, Trash2, UserX } from 'lucide-react';
import type { TTrustedContact } from '@shared/triggering-event/event-schemas';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { contactRoleLabel, hasNoAccess, PRIORITY_LABELS } from '../../lib/contact-roles';
import { waitInWords } from '../../lib/wait-hours';

type Props = {
  contact: TTrustedContact;
  onEdit: () => void;
  onRemove: () => void;
};

/** One trusted contact: who, how they are connected, Primary or Backup, and their waiting period. */
export function ContactRow({ contact, onEdit, onRemove }: Props) {
  const nameId = `contact-${contact.id}-name`;
  return (
    <li
      aria-labelledby={nameId}
      className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium">
            {contact.name}
          </span>
          <Badge variant={contact.priority === 'primary' ? 'default' : 'secondary'}>
            {PRIORITY_LABELS[contact.priority]}
          </Badge>
        </div>
        <p className="text-sm break-all text-muted-foreground">{contact.email}</p>
        <p className="text-sm text-muted-foreground">
          {contactRoleLabel(contact.role)} · Waiting period: {waitInWords(contact.waitHours)}
        </p>
        {hasNoAccess(contact.role) && (
          <p className="flex items-start gap-2 text-sm text-foreground">
            <UserX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            They are no longer connected to your household, so they cannot report. Invite them
            again, or remove them.
          </p>
        )}
        {!contact.emailVerified && (
          <p className="flex items-start gap-2 text-sm text-foreground">
            <MailWarning className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            Their email is not verified yet, so they cannot report until they confirm it.
          </p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" aria-label={`Edit ${contact.name}`} onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Remove ${contact.name}`} onClick={onRemove}>
          <Trash2 aria-hidden />
          Remove
        </Button>
      </div>
    </li>
  );
}
