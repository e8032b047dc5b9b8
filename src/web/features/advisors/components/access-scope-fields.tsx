import { useId } from 'react';
import {
  ADVISOR_SECTION_LABELS,
  ADVISOR_SECTIONS,
  type TAdvisorSection,
} from '@shared/advisors/advisor-scope';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';

export type ScopeValue = { sections: TAdvisorSection[]; revealNumbers: boolean };

type Props = {
  value: ScopeValue;
  onChange: (value: ScopeValue) => void;
  /** "Choose at least one section to share", after a send without any. */
  error: string | undefined;
  /** Said under the legend, e.g. why some boxes start ticked. */
  hint: string;
};

/**
 * What the advisor may see (issue 35): a box per section of the household, in a fieldset, and
 * separately whether full account and policy numbers may be revealed (off unless turned on).
 */
export function AccessScopeFields({ value, onChange, error, hint }: Props) {
  const id = useId();
  const toggle = (section: TAdvisorSection, checked: boolean) =>
    onChange({
      ...value,
      sections: checked
        ? ADVISOR_SECTIONS.filter((each) => each === section || value.sections.includes(each))
        : value.sections.filter((each) => each !== section),
    });
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;

  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={describedBy}>
        <legend className="mb-1 text-sm font-medium">What they can see</legend>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
        <ul className="grid gap-2 sm:grid-cols-2">
          {ADVISOR_SECTIONS.map((section) => (
            <li key={section} className="flex items-start gap-3">
              <Checkbox
                id={`${id}-${section}`}
                checked={value.sections.includes(section)}
                onCheckedChange={(checked) => toggle(section, checked === true)}
                className="mt-0.5"
              />
              <Label htmlFor={`${id}-${section}`} className="leading-snug font-normal">
                {ADVISOR_SECTION_LABELS[section]}
              </Label>
            </li>
          ))}
        </ul>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </fieldset>
      <div className="flex items-start gap-3 rounded-md border p-3">
        <Switch
          id={`${id}-numbers`}
          checked={value.revealNumbers}
          onCheckedChange={(revealNumbers) => onChange({ ...value, revealNumbers })}
          aria-describedby={`${id}-numbers-hint`}
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-numbers`} className="leading-snug">
            Allow full account and policy numbers
          </Label>
          <p id={`${id}-numbers-hint`} className="text-sm text-muted-foreground">
            Off: they see only the last 4 digits. On: they can reveal whole numbers, and your
            activity log records each reveal.
          </p>
        </div>
      </div>
    </div>
  );
}
