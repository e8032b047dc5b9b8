import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';

/** Nothing to show for the search or the category; the action undoes the narrowing. */
export function NoMatchingDocuments({ message, action }: { message: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-muted-foreground">{message}</p>
      {action}
    </div>
  );
}
