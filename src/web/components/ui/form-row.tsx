import type { ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/**
 * Fields side by side from tablet width up, one under the other on a phone. Each keeps its own
 * height, so a hint or message under one does not stretch the others.
 */
export function FormRow({
  className = 'sm:grid-cols-2',
  children,
}: {
  /** The columns: two equal ones unless said otherwise ("sm:grid-cols-3"). */
  className?: string;
  children: ReactNode;
}) {
  return <div className={cn('grid items-start gap-4', className)}>{children}</div>;
}
