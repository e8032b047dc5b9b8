import { Skeleton } from '@web/components/ui/skeleton';

/** The list's shape while the documents load (or a search runs), so nothing jumps. */
export function DocumentsLoading({ label = 'Loading your documents…' }: { label?: string }) {
  return (
    <div className="grid gap-3" role="status">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}
