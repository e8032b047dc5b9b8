import type { TGuidebookPetCare } from '@shared/guidebook/guidebook-view-schemas';
import { AssembledNote } from './assembled-note';
import { ContactCard } from './contact-card';

/** "Pets": who the pet guardian nominations name to take care of them. */
export function AssembledPets({ pets }: { pets: TGuidebookPetCare[] }) {
  if (pets.length === 0) return null;
  return (
    <AssembledNote source="From the estate plan's pet guardian nominations">
      {pets.map((care) => (
        <div key={care.instrumentId} className="grid gap-2">
          <h3 className="text-sm font-medium">{care.principalName}’s pets</h3>
          {care.caretakers.length === 0 ? (
            <p className="text-sm text-muted-foreground">No caretaker named yet.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {care.caretakers.map((caretaker) => (
                <ContactCard
                  key={`${caretaker.rank}:${caretaker.name}`}
                  contact={{
                    ownerId: care.ownerId,
                    name: caretaker.name,
                    roles: [caretaker.rank === 0 ? 'Pet caretaker' : 'Alternate pet caretaker'],
                    phone: caretaker.phone,
                    email: caretaker.email,
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      ))}
    </AssembledNote>
  );
}
