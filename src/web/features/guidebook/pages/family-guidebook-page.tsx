import { useState } from 'react';
import { Plus } from 'lucide-react';
import {
  GUIDEBOOK_SECTIONS,
  type TGuidebookEntry,
  type TGuidebookSection,
} from '@shared/guidebook/guidebook-schemas';
import { PrintBinderButton } from '@web/components/binder/print-binder-button';
import { FamilySelector } from '@web/components/family-selector';
import { LoadError } from '@web/components/load-error';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useScopedOwners } from '@web/lib/use-household-scope';
import { usePageTitle } from '@web/lib/use-page-title';
import { useGuidebook } from '../api/guidebook-query';
import { assembledFor, hasAssembled } from '../components/assembled-for-section';
import { DeleteEntryDialog } from '../components/delete-entry-dialog';
import { EntryFormDialog } from '../components/entry-form-dialog';
import { GuidebookEmpty } from '../components/guidebook-empty';
import { GuidebookLoading } from '../components/guidebook-loading';
import { GuidebookSection } from '../components/guidebook-section';
import type { EntryFormRequest } from '../lib/entry-form';

type OpenDialog =
  | { kind: 'form'; request: EntryFormRequest; ownerId: string }
  | { kind: 'delete'; entry: TGuidebookEntry };

/**
 * Issue 14: /family-guidebook. What the family needs to know, section by section: what the
 * household's records already say (who to call, where the originals are, who takes the pets) and
 * what the owner wrote, each entry shared person by person now, after the triggering event, or
 * never. The server decides what each reader sees; a viewer sees only what is shared with them.
 */
export function FamilyGuidebookPage() {
  usePageTitle('Family Guidebook');
  const query = useGuidebook();
  const { addTarget } = useHouseholdPermissions();
  // The binder prints every section: not offered for a client's household that shared less.
  const binder = useScopedOwners('binder');
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const guidebook = query.data;
  // The server says whose guidebook the reader writes: family who may change the household do,
  // an advisor (even one who may change records) does not.
  const writable = guidebook?.writableOwnerIds ?? [];
  const addIn =
    addTarget && writable.includes(addTarget.id)
      ? (section: TGuidebookSection) =>
          setDialog({ kind: 'form', request: { section }, ownerId: addTarget.id })
      : null;
  const readsOnly = guidebook !== undefined && writable.length === 0;
  const people = guidebook?.people ?? [];

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader
        title="Family Guidebook"
        description="What your family needs to know when it matters: who to call, where things are, your wishes and your letters, each shared only with the people you choose."
        actions={
          <>
            <FamilySelector />
            {/* The binder prints this guidebook first, with the rest of the household's records. */}
            {binder.owners.length > 0 && <PrintBinderButton owners={binder.owners} />}
            {addIn ? (
              <Button onClick={() => addIn('first_calls')}>
                <Plus aria-hidden />
                Add entry
              </Button>
            ) : (
              <ViewOnlyBadge />
            )}
          </>
        }
      />
      {readsOnly && (
        <p className="text-sm text-muted-foreground">
          You see the entries shared with you. Some open only after the triggering event.
        </p>
      )}
      {query.isError ? (
        <LoadError
          title="We couldn't load the family guidebook"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !guidebook ? (
        <GuidebookLoading />
      ) : guidebook.entries.length === 0 && !hasAssembled(guidebook.assembled) ? (
        <GuidebookEmpty onAdd={addIn && (() => addIn('first_calls'))} />
      ) : (
        <div className="grid gap-10">
          {GUIDEBOOK_SECTIONS.map((section) => (
            <GuidebookSection
              key={section}
              section={section}
              entries={guidebook.entries.filter((entry) => entry.section === section)}
              people={people}
              assembled={assembledFor(section, guidebook.assembled)}
              onAdd={addIn && (() => addIn(section))}
              onEdit={(entry) =>
                setDialog({ kind: 'form', request: { entry }, ownerId: entry.ownerId })
              }
              onDelete={(entry) => setDialog({ kind: 'delete', entry })}
            />
          ))}
        </div>
      )}
      {dialog?.kind === 'form' && (
        <EntryFormDialog
          request={dialog.request}
          people={people.filter((person) => person.ownerId === dialog.ownerId)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteEntryDialog entry={dialog.entry} onClose={close} />}
    </div>
  );
}

export { FamilyGuidebookPage as Component };
