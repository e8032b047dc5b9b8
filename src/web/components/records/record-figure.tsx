import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

type Props = {
  /** The formatted amount ("$2,500.00"). */
  value: string;
  /** What the amount is, under it ("outstanding"). */
  caption?: string;
  /** An amount owed (a credit card's balance) shows in the destructive colour. */
  owed?: boolean;
  /** More lines under the amount (an account's gain). */
  children?: ReactNode;
};

/** The headline amount of a record card, at the right of its title. */
export function RecordFigure({ value, caption, owed = false, children }: Props) {
  return (
    <p className="ml-auto text-right">
      <span className={cn('block text-lg font-semibold tabular-nums', owed && 'text-destructive')}>
        {value}
      </span>
      {caption && <span className="block text-xs text-muted-foreground">{caption}</span>}
      {children}
    </p>
  );
}
