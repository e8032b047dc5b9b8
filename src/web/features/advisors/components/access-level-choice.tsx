import { useId } from 'react';
import {
  ADVISOR_ACCESS_LABELS,
  ADVISOR_ACCESS_LEVELS,
  type TAdvisorAccessLevel,
} from '@shared/advisors/advisor-schemas';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';

/** What each level lets the advisor do, said beside the choice. */
const LEVEL_HINTS: Record<TAdvisorAccessLevel, string> = {
  read: 'Sees your household’s records but cannot change anything. Right for an attorney, accountant or financial advisor.',
  read_write:
    'Can also add and update records. Suits a bookkeeper who keeps your bills and accounts up to date.',
};

type Props = {
  value: TAdvisorAccessLevel;
  onChange: (level: TAdvisorAccessLevel) => void;
};

/** Read only, or read and write: two radios, each with what it allows. */
export function AccessLevelChoice({ value, onChange }: Props) {
  const id = useId();
  return (
    <fieldset className="grid gap-2">
      <legend id={`${id}-legend`} className="mb-1 text-sm font-medium">
        Access level
      </legend>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={value}
        onValueChange={(level) => onChange(level as TAdvisorAccessLevel)}
      >
        {ADVISOR_ACCESS_LEVELS.map((level) => (
          <div key={level} className="flex items-start gap-3 rounded-md border p-3">
            <RadioGroupItem
              id={`${id}-${level}`}
              value={level}
              aria-describedby={`${id}-${level}-hint`}
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${level}`} className="leading-snug">
                {ADVISOR_ACCESS_LABELS[level]}
              </Label>
              <p id={`${id}-${level}-hint`} className="text-sm text-muted-foreground">
                {LEVEL_HINTS[level]}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
