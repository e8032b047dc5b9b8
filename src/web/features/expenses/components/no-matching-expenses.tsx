import { Plus, SearchX } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** Spec §2 "no match" state; Add New Expense only for someone who may add here. */
export function NoMatchingExpenses({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden />
      <p className="text-muted-foreground">No expenses found matching your criteria.</p>
      {onAdd && (
        <Button onClick={onAdd}>
          <Plus aria-hidden />
          Add New Expense
        </Button>
      )}
    </div>
  );
}
