import type { ReactNode } from 'react';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

type Props = {
  /** "Loading your accounts…", for screen readers. */
  label: string;
  /** Whether the screen opens with its row of figures (a summary). */
  stats?: boolean;
  /** The width of the first group's heading (`w-40`), when the records sit under headings. */
  heading?: string;
  /** The height of a card (`h-56`): two are shown side by side. */
  cards?: string;
  /** Any other shapes, after these (a chart, a list of one card a row). */
  children?: ReactNode;
};

/** A records screen's shape while its list loads, so nothing jumps when it arrives. */
export function RecordsLoading({ label, stats = false, heading, cards, children }: Props) {
  return (
    <div className="grid gap-6" role="status">
      <span className="sr-only">{label}</span>
      {stats && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-28 rounded-xl" />
          ))}
        </div>
      )}
      {heading && <Skeleton className={cn('h-6', heading)} />}
      {cards && (
        <div className="grid gap-4 md:grid-cols-2">
          {[0, 1].map((index) => (
            <Skeleton key={index} className={cn('rounded-xl', cards)} />
          ))}
        </div>
      )}
      {children}
    </div>
  );
}
