import type { TProperty } from '@shared/finance/property-schemas';
import { RecordsLoading } from '@web/components/records/records-loading';
import { RecordsPage } from '@web/components/records/records-page';
import { useExpenses, useLoans, useProperties } from '@web/lib/household-data';
import { DeletePropertyDialog } from '../components/delete-property-dialog';
import { PropertiesEmpty } from '../components/properties-empty';
import { PropertiesSummary } from '../components/properties-summary';
import { PropertyFormDialog } from '../components/property-form-dialog';
import { PropertySection } from '../components/property-section';
import type { PropertyKind } from '../lib/property-form';

/** The form opens on a property to edit, or on a blank home or vehicle. */
type FormRequest = { property: TProperty | null; kind: PropertyKind };

const ADD_HOME: FormRequest = { property: null, kind: 'home' };

/** The homes, then the vehicles, each under its heading. */
const SECTIONS = [
  {
    kind: 'home',
    id: 'homes-heading',
    title: 'Homes',
    addLabel: 'Add a home',
    emptyText: 'No homes yet.',
  },
  {
    kind: 'vehicle',
    id: 'vehicles-heading',
    title: 'Vehicles',
    addLabel: 'Add a vehicle',
    emptyText: 'No vehicles yet.',
  },
] as const;

/**
 * Spec §2: /properties. Equity and monthly costs need the loans and obligations too, so the page
 * waits for all three: a property without them would show a wrong equity.
 */
export function PropertiesPage() {
  const loans = useLoans();
  const expenses = useExpenses();
  return (
    <RecordsPage<TProperty, FormRequest>
      title="Properties"
      description="Your homes and vehicles: what each is worth, what is owed on it, and what it costs each month."
      query={useProperties()}
      alsoNeeds={[loans, expenses]}
      addLabel="Add property"
      addRequest={ADD_HOME}
      openAddFlag="openAddProperty"
      loading={
        <RecordsLoading label="Loading your properties…" stats heading="w-32" cards="h-96" />
      }
      errorTitle="We couldn't load your properties"
      empty={({ add, openForm }) => (
        <PropertiesEmpty onAdd={add && ((kind) => openForm({ property: null, kind }))} />
      )}
      form={({ property, kind }, close) => (
        <PropertyFormDialog property={property} kind={kind} onClose={close} />
      )}
      deleteDialog={(property, close) => (
        <DeletePropertyDialog property={property} onClose={close} />
      )}
    >
      {(list, { add, openForm, remove }) => {
        const sectionProps = {
          loans: loans.data ?? [],
          expenses: expenses.data ?? [],
          onEdit: (property: TProperty) => openForm({ property, kind: property.kind }),
          onDelete: remove,
        };
        const addKind = (kind: PropertyKind) => add && (() => openForm({ property: null, kind }));
        return (
          <>
            <PropertiesSummary properties={list} loans={sectionProps.loans} />
            {SECTIONS.map(({ kind, ...section }) => (
              <PropertySection
                key={kind}
                {...section}
                properties={list.filter((property) => property.kind === kind)}
                onAdd={addKind(kind)}
                {...sectionProps}
              />
            ))}
          </>
        );
      }}
    </RecordsPage>
  );
}

export { PropertiesPage as Component };
