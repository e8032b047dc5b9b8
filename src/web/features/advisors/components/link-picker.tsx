import { useId, useState } from 'react';
import type { TAdvisorLink } from '@shared/advisors/advisor-schemas';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { SearchInput } from '@web/components/ui/search-input';
import type { LinkChoiceGroup } from '../lib/link-choices';
import { linkKey } from '../lib/link-kinds';

/** With more choices than this the picker gets a search box. */
const SEARCH_FROM = 8;

type Props = {
  groups: LinkChoiceGroup[];
  value: TAdvisorLink[];
  onChange: (links: TAdvisorLink[]) => void;
};

/**
 * "Handles": checkboxes for the household's accounts, investment accounts, loans, properties and
 * insurance policies, grouped by kind. A long list can be narrowed by name; ticked items stay
 * ticked while hidden by the search, and the count says how many are chosen.
 */
export function LinkPicker({ groups, value, onChange }: Props) {
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = new Set(value.map(linkKey));
  const total = groups.reduce((sum, group) => sum + group.choices.length, 0);
  const words = search.trim().toLowerCase();
  const shown = groups
    .map((group) => ({
      ...group,
      choices: group.choices.filter((choice) => choice.label.toLowerCase().includes(words)),
    }))
    .filter((group) => group.choices.length > 0);

  const toggle = (link: TAdvisorLink, checked: boolean) =>
    onChange(
      checked
        ? [...value, { kind: link.kind, id: link.id }]
        : value.filter((each) => linkKey(each) !== linkKey(link)),
    );

  if (total === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nothing to link yet: accounts, loans, properties and insurance policies you add elsewhere
        appear here.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen.size === 0 ? 'Nothing chosen' : `${chosen.size} chosen`}
        </p>
        {total > SEARCH_FROM && (
          <SearchInput
            aria-label="Search what this advisor handles"
            placeholder="Search by name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full sm:max-w-60"
          />
        )}
      </div>
      <div className="grid max-h-72 gap-4 overflow-y-auto rounded-md border p-3">
        {shown.length === 0 && (
          <p className="text-sm text-muted-foreground">Nothing matches “{search.trim()}”.</p>
        )}
        {shown.map((group) => (
          <fieldset key={group.kind} className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{group.label}</legend>
            {group.choices.map((choice) => {
              const choiceId = `${id}-${linkKey(choice)}`;
              return (
                <div key={choiceId} className="flex items-start gap-3">
                  <Checkbox
                    id={choiceId}
                    checked={chosen.has(linkKey(choice))}
                    onCheckedChange={(checked) => toggle(choice, checked === true)}
                    className="mt-0.5"
                  />
                  <Label htmlFor={choiceId} className="leading-snug font-normal">
                    {choice.label}
                  </Label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
