import type { ReactNode } from 'react';

/** What the guidebook assembled from the household's records, said to come from there. */
export function AssembledNote({ source, children }: { source: string; children: ReactNode }) {
  return (
    <div className="grid gap-3 rounded-xl bg-muted/40 p-4">
      <p className="text-xs font-medium text-muted-foreground">{source}</p>
      {children}
    </div>
  );
}
