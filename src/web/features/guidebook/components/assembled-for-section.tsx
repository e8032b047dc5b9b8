import type { ReactNode } from 'react';
import type { TGuidebookSection } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebookAssembled } from '@shared/guidebook/guidebook-view-schemas';
import { AssembledFirstCalls } from './assembled-first-calls';
import { AssembledPets } from './assembled-pets';
import { AssembledWhereThingsAre } from './assembled-where-things-are';

/** What the household's records say in a section, or null when they say nothing there. */
export function assembledFor(
  section: TGuidebookSection,
  assembled: TGuidebookAssembled,
): ReactNode {
  if (section === 'first_calls' && assembled.firstCalls.length > 0)
    return <AssembledFirstCalls contacts={assembled.firstCalls} />;
  if (
    section === 'where_things_are' &&
    (assembled.originals.length > 0 || assembled.documentCounts.length > 0)
  )
    return (
      <AssembledWhereThingsAre
        originals={assembled.originals}
        keyDocuments={assembled.keyDocuments}
        documentCounts={assembled.documentCounts}
      />
    );
  if (section === 'pets' && assembled.pets.length > 0)
    return <AssembledPets pets={assembled.pets} />;
  return null;
}

/** Whether the records say anything at all. */
export function hasAssembled(assembled: TGuidebookAssembled): boolean {
  return (
    assembled.firstCalls.length > 0 ||
    assembled.originals.length > 0 ||
    assembled.documentCounts.length > 0 ||
    assembled.pets.length > 0
  );
}
