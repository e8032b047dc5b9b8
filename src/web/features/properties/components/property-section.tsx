import { Plus } from 'lucide-react';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { RecordGroup } from '@web/components/records/record-group';
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
    <RecordGroup
      headingId={id}
      title={title}
      aside={
        onAdd && (
          <Button variant="outline" size="sm" onClick={onAdd}>
            <Plus aria-hidden />
            {addLabel}
          </Button>
        )
      }
      items={properties}
      emptyText={emptyText}
      renderItem={(property) => (
        <PropertyCard
          key={property.id}
          property={property}
          finances={propertyFinances(property, loans, expenses)}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
    />
  );
}
