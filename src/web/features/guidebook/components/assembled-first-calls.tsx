import type { TGuidebookContact } from '@shared/guidebook/guidebook-view-schemas';
import { AssembledNote } from './assembled-note';
import { ContactCard } from './contact-card';

/** "Who to call first" from the estate plan's executor, trustees and agents, and the advisors. */
export function AssembledFirstCalls({ contacts }: { contacts: TGuidebookContact[] }) {
  if (contacts.length === 0) return null;
  return (
    <AssembledNote source="From the estate plan and Advisor Contacts">
      <ul className="grid gap-3 sm:grid-cols-2">
        {contacts.map((contact) => (
          <ContactCard key={`${contact.ownerId}:${contact.name}`} contact={contact} />
        ))}
      </ul>
    </AssembledNote>
  );
}
