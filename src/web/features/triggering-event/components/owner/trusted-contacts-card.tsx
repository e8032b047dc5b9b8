import { useId, useState } from 'react';
import { Plus, UserRoundCheck } from 'lucide-react';
import type { TContactCandidate, TTrustedContact } from '@shared/triggering-event/event-schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { TextLink } from '@web/components/ui/text-link';
import { ContactFormDialog, type ContactFormRequest } from './contact-form-dialog';
import { ContactRow } from './contact-row';
import { RemoveContactDialog } from './remove-contact-dialog';

type OpenDialog =
  { kind: 'form'; request: ContactFormRequest } | { kind: 'remove'; contact: TTrustedContact };

type Props = {
  contacts: readonly TTrustedContact[];
  candidates: readonly TContactCandidate[];
};

/** Nobody can be named until they are connected to the household: where to connect them. */
function InviteFirst({ everyoneNamed }: { everyoneNamed: boolean }) {
  return (
    <p className="text-sm text-muted-foreground">
      {everyoneNamed
        ? 'Everyone connected to your household is already a trusted contact. To name someone else, invite them from the '
        : 'Only people connected to your household can be trusted contacts. Invite family from the '}
      <TextLink to="/settings/family">Family page</TextLink>, or give your advisor access from{' '}
      <TextLink to="/advisors">Advisor Contacts</TextLink>
      {everyoneNamed ? '.' : ', then name them here.'}
    </p>
  );
}

/**
 * The owner's trusted contacts ("unlockers"): who may report their death or incapacity, who is
 * asked first, and how long the owner then has to stop the report.
 */
export function TrustedContactsCard({ contacts, candidates }: Props) {
  const titleId = useId();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const named = new Set(contacts.map((contact) => contact.contactUserId));
  const available = candidates.filter((candidate) => !named.has(candidate.userId));
  const hasPrimary = contacts.some((contact) => contact.priority === 'primary');
  const hasBackup = contacts.some((contact) => contact.priority === 'backup');
  const openAdd = () => setDialog({ kind: 'form', request: { candidates: available, hasPrimary } });

  return (
    <Card>
      <section aria-labelledby={titleId}>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <h2 id={titleId} className="leading-none font-semibold">
              Trusted contacts
            </h2>
            <CardDescription>
              The people who may report your death or incapacity. You are emailed at once and can
              stop any report during its waiting period.
            </CardDescription>
          </div>
          {available.length > 0 && (
            <Button onClick={openAdd} className="shrink-0">
              <Plus aria-hidden />
              Add trusted contact
            </Button>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          {contacts.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-8 text-center">
              <UserRoundCheck className="size-6 text-muted-foreground" aria-hidden />
              <p className="font-medium">No one can report yet</p>
              <p className="max-w-md text-sm text-muted-foreground">
                Name at least one trusted contact, and a backup in case they cannot act. Without
                one, what you share “after the event” never opens and your family gets no plan to
                follow.
              </p>
            </div>
          ) : (
            <ul className="divide-y" aria-label="Trusted contacts">
              {contacts.map((contact) => (
                <ContactRow
                  key={contact.id}
                  contact={contact}
                  onEdit={() => setDialog({ kind: 'form', request: { contact } })}
                  onRemove={() => setDialog({ kind: 'remove', contact })}
                />
              ))}
            </ul>
          )}
          {contacts.length > 0 && !hasBackup && available.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Consider adding a backup, in case your first contact cannot act.
            </p>
          )}
          {available.length === 0 && <InviteFirst everyoneNamed={contacts.length > 0} />}
        </CardContent>
      </section>
      {dialog?.kind === 'form' && <ContactFormDialog request={dialog.request} onClose={close} />}
      {dialog?.kind === 'remove' && (
        <RemoveContactDialog contact={dialog.contact} onClose={close} />
      )}
    </Card>
  );
}
