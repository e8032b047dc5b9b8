import { Controller, type UseFormReturn } from 'react-hook-form';
import { SHARE_MODES, SHARE_MODE_LABELS } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { TextLink } from '@web/components/ui/text-link';
import type { GuidebookEntryInput } from '../api/guidebook-mutations';
import { useSession } from '@web/lib/session';
import type { EntryFormValues } from '../lib/entry-form';

type Props = {
  form: UseFormReturn<EntryFormValues, unknown, GuidebookEntryInput>;
  /** The people connected to the entry's household, in the order of the form's `shares`. */
  people: readonly TGuidebookPerson[];
};

const ROLE_LABELS: Record<TGuidebookPerson['role'], string> = {
  guest: 'Family member who can edit',
  viewer: 'Family member who can view',
  advisor: 'Advisor',
};

/**
 * "Who can see this": one choice per person connected to the household, family who can edit
 * included. The household's owner and the entry's author always see it.
 */
export function ShareChoices({ form, people }: Props) {
  const error = form.formState.errors.shares?.message;
  const selfId = useSession().data?.user?.id;
  return (
    <fieldset className="grid gap-3" aria-describedby="entry-shares-hint">
      <legend className="mb-1 text-sm font-medium">Who can see this</legend>
      <p id="entry-shares-hint" className="text-sm text-muted-foreground">
        After the triggering event means once a death or incapacity is reported and confirmed.
        Anyone you do not share with never sees this entry.
      </p>
      {people.length === 0 && (
        <p className="text-sm text-muted-foreground">
          Nobody else is connected to this household yet. Invite family members from the{' '}
          <TextLink to="/settings/family">Family page</TextLink>.
        </p>
      )}
      {people.map((person, index) => {
        const nameId = `share-${person.userId}-name`;
        return (
          <div key={person.userId} className="grid gap-2 rounded-lg border p-3">
            <div className="grid gap-0.5">
              <span id={nameId} className="text-sm font-medium">
                {person.name}
                {person.userId === selfId ? ' (you)' : ''}
              </span>
              <span className="text-xs text-muted-foreground">{ROLE_LABELS[person.role]}</span>
            </div>
            <Controller
              control={form.control}
              name={`shares.${index}.mode`}
              render={({ field }) => (
                <RadioGroup
                  aria-labelledby={nameId}
                  value={field.value}
                  onValueChange={field.onChange}
                  className="gap-2 sm:grid-cols-3"
                >
                  {SHARE_MODES.map((mode) => {
                    const id = `share-${person.userId}-${mode}`;
                    return (
                      <div key={mode} className="flex items-center gap-2">
                        <RadioGroupItem id={id} value={mode} />
                        <Label htmlFor={id} className="font-normal">
                          {SHARE_MODE_LABELS[mode]}
                        </Label>
                      </div>
                    );
                  })}
                </RadioGroup>
              )}
            />
          </div>
        );
      })}
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </fieldset>
  );
}
