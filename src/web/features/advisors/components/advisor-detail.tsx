import type { ReactNode } from 'react';

/** One labelled line of a card's details (a `<dl>` row): the term above on a phone, beside on wider. */
export function AdvisorDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
