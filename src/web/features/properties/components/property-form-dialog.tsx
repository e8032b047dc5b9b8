import { useWatch } from 'react-hook-form';
import type { TProperty } from '@shared/finance/property-schemas';
import { RecordFormDialog } from '@web/components/records/record-form-dialog';
import { useCreateProperty, useUpdateProperty } from '../api/property-mutations';
import {
  ZPropertyForm,
  propertyFormValues,
  type PropertyKind,
  type TPropertyFormValues,
} from '../lib/property-form';
import { propertyTitle } from '../lib/property-links';
import { PropertyFields } from './property-fields';

type Props = {
  /** The property to edit, or null to add one of `kind`. */
  property: TProperty | null;
  kind: PropertyKind;
  onClose: () => void;
};

/**
 * Add or edit a home or vehicle. Adding, the kind can be switched and the fields follow; an
 * existing property keeps its kind.
 */
export function PropertyFormDialog({ property, kind, onClose }: Props) {
  return (
    <RecordFormDialog
      schema={ZPropertyForm}
      values={propertyFormValues(property, kind)}
      create={useCreateProperty()}
      update={useUpdateProperty()}
      editing={
        property && {
          id: property.id,
          title: property.kind === 'home' ? 'Edit home' : 'Edit vehicle',
          description: propertyTitle(property),
        }
      }
      adding={{
        title: 'Add property',
        description: 'A home or a vehicle, with what it is worth. Loans and bills link to it.',
        submitLabel: <AddPropertyLabel />,
      }}
      onClose={onClose}
    >
      {(form) => <PropertyFields form={form} chooseKind={!property} />}
    </RecordFormDialog>
  );
}

/** The add button follows the kind chosen. */
function AddPropertyLabel() {
  const kind = useWatch<TPropertyFormValues, 'kind'>({ name: 'kind' });
  return kind === 'home' ? 'Add home' : 'Add vehicle';
}
