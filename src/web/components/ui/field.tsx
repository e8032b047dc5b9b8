import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';
import { Label } from './label';

/** What a Field gives its control: the id its label points at, and what describes it. */
export type FieldControlProps = { id: string } & ReturnType<typeof fieldAria>;

type FieldProps = {
  /** The id of the control inside, so the label and messages point at it. */
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /**
   * Renders the control, given the id the label points at and the aria attributes that tie it to
   * the hint or error: spread them on it, so none of them is written twice.
   */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with its hint and error. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, ...fieldAria(id, error, Boolean(hint)) })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its hint or error (for controls outside a Field). */
export function fieldAria(id: string, error?: string, hasHint = false) {
  const describedBy = error ? `${id}-error` : hasHint ? `${id}-hint` : undefined;
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}
