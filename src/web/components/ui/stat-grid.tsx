import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/**
 * Headline figures as a description list, so a screen reader reads each label with its figure.
 * Wrap `Stat`s in it.
 */
export function StatGrid({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>{children}</dl>;
}

type StatProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** The figure is money owed: shown in the destructive colour, and said in the hint. */
  tone?: 'default' | 'owed';
};

export function Stat({ label, value, hint, tone = 'default' }: StatProps) {
  return (
    <div className="grid content-start gap-1 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'text-2xl font-semibold tracking-tight tabular-nums',
          tone === 'owed' && 'text-destructive',
        )}
      >
        {value}
      </dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}
