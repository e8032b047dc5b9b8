import { useId, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import {
  GUIDEBOOK_SECTION_LABELS,
  type TGuidebookEntry,
  type TGuidebookSection,
} from '@shared/guidebook/guidebook-schemas';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';
import { Button } from '@web/components/ui/button';
import { SECTION_HINTS } from '../lib/section-hints';
import { EntryCard } from './entry-card';

type Props = {
  section: TGuidebookSection;
  entries: TGuidebookEntry[];
  people: readonly TGuidebookPerson[];
  /** What the records say for this section, or null when they say nothing. */
  assembled: ReactNode;
  /** Opens the add dialog in this section; null for someone who may not add. */
  onAdd: (() => void) | null;
  onEdit: (entry: TGuidebookEntry) => void;
  onDelete: (entry: TGuidebookEntry) => void;
};

/** One section of the guidebook: what the records say, then the entries written for it. */
export function GuidebookSection({
  section,
  entries,
  people,
  assembled,
  onAdd,
  onEdit,
  onDelete,
}: Props) {
  const headingId = useId();
  const label = GUIDEBOOK_SECTION_LABELS[section];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 id={headingId} className="text-lg font-semibold">
            {label}
          </h2>
          <p className="text-sm text-muted-foreground">{SECTION_HINTS[section]}</p>
        </div>
        {onAdd && (
          <Button variant="outline" size="sm" onClick={onAdd} aria-label={`Add to ${label}`}>
            <Plus aria-hidden />
            Add
          </Button>
        )}
      </div>
      {assembled}
      {entries.map((entry) => (
        <EntryCard
          key={entry.id}
          entry={entry}
          people={people.filter((person) => person.ownerId === entry.ownerId)}
          onEdit={() => onEdit(entry)}
          onDelete={() => onDelete(entry)}
        />
      ))}
      {!assembled && entries.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {onAdd ? 'Nothing written here yet.' : 'Nothing shared with you here.'}
        </p>
      )}
    </section>
  );
}
