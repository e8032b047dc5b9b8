import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { TProperty } from '@shared/finance/property-schemas';
import { FamilySelector } from '@web/components/family-selector';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { LoadError } from '@web/components/load-error';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { useExpenses, useLoans, useProperties } from '@web/lib/household-data';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { usePageTitle } from '@web/lib/use-page-title';
import { useOpenAddRequest } from '@web/lib/use-open-add-request';
import { DeletePropertyDialog } from '../components/delete-property-dialog';
import { PropertiesEmpty } from '../components/properties-empty';
import { PropertiesLoading } from '../components/properties-loading';
import { PropertiesSummary } from '../components/properties-summary';
import { PropertyFormDialog } from '../components/property-form-dialog';
import { PropertySection } from '../components/property-section';
import type { PropertyKind } from '../lib/property-form';

type OpenDialog =
  | { kind: 'form'; property: TProperty | null; propertyKind: PropertyKind }
  | { kind: 'delete'; property: TProperty };

/**
 * Spec §2: /properties. Equity and monthly costs need the loans and obligations too, so the page
 * waits for all three: a property without them would show a wrong equity.
 */
export function PropertiesPage() {
  usePageTitle('Properties');
  const properties = useProperties();
  const loans = useLoans();
  const expenses = useExpenses();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const queries = [properties, loans, expenses];
  const failed = queries.filter((query) => query.isError);
  const list = properties.data ?? [];
  const homes = list.filter((property) => property.kind === 'home');
  const vehicles = list.filter((property) => property.kind === 'vehicle');
  const close = () => setDialog(null);
  const { addTarget } = useHouseholdPermissions();
  const add = addTarget
    ? (propertyKind: PropertyKind) => setDialog({ kind: 'form', property: null, propertyKind })
    : null;
  useOpenAddRequest('openAddProperty', add && (() => add('home')));
  const actions = {
    loans: loans.data ?? [],
    expenses: expenses.data ?? [],
    onEdit: (property: TProperty) =>
      setDialog({ kind: 'form', property, propertyKind: property.kind }),
    onDelete: (property: TProperty) => setDialog({ kind: 'delete', property }),
  };

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Properties"
        description="Your homes and vehicles: what each is worth, what is owed on it, and what it costs each month."
        actions={
          <>
            <FamilySelector />
            {add ? (
              <Button onClick={() => add('home')}>
                <Plus aria-hidden />
                Add property
              </Button>
            ) : (
              <ViewOnlyBadge />
            )}
          </>
        }
      />
      {failed.length > 0 ? (
        <LoadError
          title="We couldn't load your properties"
          onRetry={() => failed.forEach((query) => void query.refetch())}
          retrying={failed.some((query) => query.isFetching)}
        />
      ) : queries.some((query) => query.isPending) ? (
        <PropertiesLoading />
      ) : list.length === 0 ? (
        <PropertiesEmpty onAdd={add} />
      ) : (
        <>
          <PropertiesSummary properties={list} loans={actions.loans} />
          <PropertySection
            id="homes-heading"
            title="Homes"
            addLabel="Add a home"
            emptyText="No homes yet."
            properties={homes}
            onAdd={add && (() => add('home'))}
            {...actions}
          />
          <PropertySection
            id="vehicles-heading"
            title="Vehicles"
            addLabel="Add a vehicle"
            emptyText="No vehicles yet."
            properties={vehicles}
            onAdd={add && (() => add('vehicle'))}
            {...actions}
          />
        </>
      )}
      {dialog?.kind === 'form' && (
        <PropertyFormDialog property={dialog.property} kind={dialog.propertyKind} onClose={close} />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePropertyDialog property={dialog.property} onClose={close} />
      )}
    </div>
  );
}

export { PropertiesPage as Component };
