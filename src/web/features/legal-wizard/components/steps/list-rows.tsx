import type { ReactNode } from 'react';
import { Plus, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';

type Props<T> = {
  rows: readonly T[];
  /** "Child 2", "Gift 1": names each row's group and its Remove button. */
  rowTitle: (index: number) => string;
  renderRow: (index: number) => ReactNode;
  onRemove: (index: number) => void;
  onAdd: () => void;
  addLabel: string;
  /** Said when there is no row yet. */
  empty: string;
  max: number;
};

/** A list of repeated answers (children, gifts, shares, pets), each row removable. */
export function ListRows<T>({
  rows,
  rowTitle,
  renderRow,
  onRemove,
  onAdd,
  addLabel,
  empty,
  max,
}: Props<T>) {
  return (
    <div className="grid gap-3">
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{empty}</p>}
      {rows.map((row, index) => (
        // Rows are keyed by useFieldArray's ids through `rows`; the index names the group.
        <fieldset
          key={(row as { id?: string }).id ?? index}
          className="grid gap-3 rounded-lg border p-4"
        >
          <legend className="sr-only">{rowTitle(index)}</legend>
          <div className="flex items-center justify-between gap-2">
            <p aria-hidden className="text-sm font-semibold">
              {rowTitle(index)}
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2"
              aria-label={`Remove ${rowTitle(index)}`}
              onClick={() => onRemove(index)}
            >
              <X aria-hidden />
              Remove
            </Button>
          </div>
          {renderRow(index)}
        </fieldset>
      ))}
      {rows.length < max && (
        <Button variant="outline" className="w-fit" onClick={onAdd}>
          <Plus aria-hidden />
          {addLabel}
        </Button>
      )}
    </div>
  );
}
