import type { Ref } from 'react';
import { Checkbox } from './checkbox';
import { Label } from './label';

/**
 * A boolean form value as react-hook-form's Controller hands it over (`{...field}`), with the
 * label and the line of advice that describes the box.
 */
type Props = {
  id: string;
  label: string;
  hint: string;
  value: boolean | undefined;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
};

/** A checkbox with its label, and a hint under it that describes the box. */
export function CheckboxField({ id, label, hint, value, onChange, onBlur, ref, disabled }: Props) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        ref={ref}
        checked={value}
        onCheckedChange={(checked) => onChange(checked === true)}
        onBlur={onBlur}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        {/* Snug rather than none: a long label wraps on a phone. */}
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
