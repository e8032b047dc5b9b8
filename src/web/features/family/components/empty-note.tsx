import type { ReactNode } from 'react';

/** A section with nothing to list yet says so in one quiet line. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
