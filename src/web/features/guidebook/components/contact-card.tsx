import { Mail, Phone } from 'lucide-react';
import { telHref } from '@shared/advisors/advisor-schemas';
import type { TGuidebookContact } from '@shared/guidebook/guidebook-view-schemas';
import { Button } from '@web/components/ui/button';

/** Someone to call: who they are to the family, and one-click Call and Email. */
export function ContactCard({ contact }: { contact: TGuidebookContact }) {
  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="grid gap-0.5">
        <span className="font-medium">{contact.name}</span>
        <span className="text-sm text-muted-foreground">{contact.roles.join(' · ')}</span>
      </div>
      {(contact.phone || contact.email) && (
        <div className="flex flex-wrap gap-2">
          {contact.phone && (
            <Button variant="secondary" size="sm" asChild>
              <a href={telHref(contact.phone)} aria-label={`Call ${contact.name}`}>
                <Phone aria-hidden />
                {contact.phone}
              </a>
            </Button>
          )}
          {contact.email && (
            <Button variant="secondary" size="sm" asChild>
              <a href={`mailto:${contact.email}`} aria-label={`Email ${contact.name}`}>
                <Mail aria-hidden />
                Email
              </a>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
