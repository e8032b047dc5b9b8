import type { z } from 'zod';
import type { TProperty, ZPropertyInput } from '@shared/finance/property-schemas';
import { properties } from '../../db/schema';
import { ownedRows } from '../../db/owned-rows';
import type { HouseholdDeps } from '../household-deps';
import { ownedCrud } from '../owned-crud';
import { ownedRecordView } from '../owned-record-view';
import { addressColumns, addressView } from '../address-columns';

type PropertyRow = typeof properties.$inferSelect;

function toPropertyView(row: PropertyRow): TProperty {
  const common = {
    ...ownedRecordView(row),
    name: row.name,
    estimatedValueCents: row.estimatedValueCents,
  };
  if (row.kind === 'vehicle') {
    return {
      ...common,
      kind: 'vehicle',
      year: row.vehicleYear ?? 0,
      make: row.vehicleMake ?? '',
      model: row.vehicleModel ?? '',
      vin: row.vin,
    };
  }
  return {
    ...common,
    kind: 'home',
    address: addressView(row) ?? {
      street: '',
      city: '',
      state: '',
      zip: '',
      full: row.addressFull ?? '',
    },
    homeType: (row.homeType ?? 'primary_residence') as Extract<
      TProperty,
      { kind: 'home' }
    >['homeType'],
    purchaseDate: row.purchaseDate,
    purchasePriceCents: row.purchasePriceCents,
  };
}

function describeProperty(row: PropertyRow): string {
  if (row.kind === 'vehicle')
    return (
      [row.vehicleYear, row.vehicleMake, row.vehicleModel].filter(Boolean).join(' ') || 'Vehicle'
    );
  return row.name ?? row.addressFull ?? 'Home';
}

/** Homes and vehicles, with their value (net worth) and what links to them (loans, obligations). */
export function createPropertyService(deps: Omit<HouseholdDeps, 'cipher'>) {
  return ownedCrud({
    ...deps,
    subject: 'properties',
    section: 'properties',
    describe: describeProperty,
    rows: ownedRows(properties),
    toView: toPropertyView,
    notFound: 'This property does not exist.',
    toColumns: (input: z.output<typeof ZPropertyInput>) => {
      const none = {
        homeType: null,
        purchaseDate: null,
        purchasePriceCents: null,
        vehicleYear: null,
        vehicleMake: null,
        vehicleModel: null,
        vin: null,
      };
      if (input.kind === 'vehicle') {
        return {
          ...none,
          ...addressColumns(null),
          kind: 'vehicle',
          name: input.name,
          estimatedValueCents: input.estimatedValueCents,
          vehicleYear: input.year,
          vehicleMake: input.make,
          vehicleModel: input.model,
          vin: input.vin,
        };
      }
      return {
        ...none,
        ...addressColumns(input.address),
        kind: 'home',
        name: input.name,
        estimatedValueCents: input.estimatedValueCents,
        homeType: input.homeType,
        purchaseDate: input.purchaseDate,
        purchasePriceCents: input.purchasePriceCents,
      };
    },
  });
}

export type PropertyService = ReturnType<typeof createPropertyService>;
