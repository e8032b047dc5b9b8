import { useId, type Ref } from 'react';
import { cn } from '@web/lib/utils';
import { Label } from './label';
import { RadioGroup, RadioGroupItem } from './radio-group';

export type RadioCardOption<T extends string> = { value: T; label: string; hint: string };

type Props<T extends string> = {
  /** Names the group (a fieldset's legend). */
  legend: string;
  options: readonly RadioCardOption<T>[];
  /** '' while nothing is chosen yet. */
  value: T | '';
  onValueChange: (value: T) => void;
  error?: string | undefined;
  /** Two cards side by side from the small breakpoint up. */
  columns?: 1 | 2;
  /** The group, for a form library to put focus on it when the choice is missing. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * A choice of a few options, each a card with its label and what it means. The whole card picks
 * it; the radio is named by the label alone and described by the hint; a fieldset's legend names
 * the group, and an error is tied to it.
 */
export function RadioCards<T extends string>({
  legend,
  options,
  value,
  onValueChange,
  error,
  columns = 1,
  ref,
}: Props<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2">
      <legend id={`${id}-legend`} className="mb-2 text-sm leading-none font-medium">
        {legend}
      </legend>
      <RadioGroup
        ref={ref}
        aria-labelledby={`${id}-legend`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onValueChange={(next) => onValueChange(next as T)}
        className={cn('grid gap-2', columns === 2 && 'sm:grid-cols-2')}
      >
        {options.map((option) => {
          const itemId = `${id}-${option.value}`;
          return (
            <Label
              key={option.value}
              htmlFor={itemId}
              className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 leading-snug font-normal has-data-[state=checked]:border-primary has-data-[state=checked]:bg-accent/50"
            >
              <RadioGroupItem
                id={itemId}
                value={option.value}
                aria-labelledby={`${itemId}-label`}
                aria-describedby={`${itemId}-hint`}
                className="mt-0.5"
              />
              <span className="grid gap-1">
                <span id={`${itemId}-label`} className="font-medium">
                  {option.label}
                </span>
                <span id={`${itemId}-hint`} className="text-xs text-muted-foreground">
                  {option.hint}
                </span>
              </span>
            </Label>
          );
        })}
      </RadioGroup>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
