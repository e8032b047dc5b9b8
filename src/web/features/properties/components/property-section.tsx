import { Plus } from 'lucide-react';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { Button } from '@web/components/ui/button';
import { propertyFinances } from '../lib/property-links';
import { PropertyCard } from './property-card';

type Props = {
  id: string;
  title: string;
  /** "Add a home" */
  addLabel: string;
  /** "No homes yet." */
  emptyText: string;
  properties: TProperty[];
  loans: TLoan[];
  expenses: TExpense[];
  /** Null when the person may not add to the households on screen. */
  onAdd: (() => void) | null;
  onEdit: (property: TProperty) => void;
  onDelete: (property: TProperty) => void;
};

/** The homes or the vehicles under their heading, with the button to add another. */
export function PropertySection({
  id,
  title,
  addLabel,
  emptyText,
  properties,
  loans,
  expenses,
  onAdd,
  onEdit,
  onDelete,
}: Props) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {onAdd && (
          <Button variant="outline" size="sm" onClick={onAdd}>
            <Plus aria-hidden />
            {addLabel}
          </Button>
        )}
      </div>
      {properties.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
          {properties.map((property) => (
            <PropertyCard
              key={property.id}
              property={property}
              finances={propertyFinances(property, loans, expenses)}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </div>
      )}
    </section>
  );
}
