import { z } from 'zod';
import {
  HOME_TYPES,
  ZPropertyInput,
  type TProperty,
  type TPropertyInput,
} from '@shared/finance/property-schemas';

export type PropertyKind = TProperty['kind'];

/**
 * One form for both kinds: the inputs of both are kept (switching kind loses nothing typed), and
 * only the chosen kind's are turned into the shared `ZPropertyInput`, so the form checks exactly
 * what the server checks, with the same field paths.
 */
export const ZPropertyForm = z
  .object({
    kind: z.enum(['home', 'vehicle']),
    name: z.string(),
    homeType: z.enum(HOME_TYPES, { error: 'Choose the type of home' }),
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
    estimatedValueCents: z.number(),
    purchaseDate: z.string(),
    purchasePriceCents: z.number(),
    year: z.string(),
    make: z.string(),
    model: z.string(),
    vin: z.string(),
  })
  .transform((values): TPropertyInput => {
    if (values.kind === 'home') {
      return {
        kind: 'home',
        name: values.name,
        homeType: values.homeType,
        address: values.address,
        estimatedValueCents: values.estimatedValueCents,
        purchaseDate: values.purchaseDate || null,
        // The currency input turns blank into 0; an unknown price is not a price of $0.
        purchasePriceCents: values.purchasePriceCents || null,
      };
    }
    return {
      kind: 'vehicle',
      name: values.name,
      // Blank is "not entered" (NaN), not the year 0, so the message asks for the year.
      year: values.year.trim() ? Number(values.year) : Number.NaN,
      make: values.make,
      model: values.model,
      vin: values.vin,
      estimatedValueCents: values.estimatedValueCents,
    };
  })
  .pipe(ZPropertyInput);

export type TPropertyFormValues = z.input<typeof ZPropertyForm>;

/** A blank form of a kind, or the property's values for editing. */
export function propertyFormValues(
  property: TProperty | null,
  kind: PropertyKind,
): TPropertyFormValues {
  const home = property?.kind === 'home' ? property : null;
  const vehicle = property?.kind === 'vehicle' ? property : null;
  return {
    kind: property?.kind ?? kind,
    name: property?.name ?? '',
    homeType: home?.homeType ?? 'primary_residence',
    address: {
      street: home?.address.street ?? '',
      city: home?.address.city ?? '',
      state: home?.address.state ?? '',
      zip: home?.address.zip ?? '',
    },
    estimatedValueCents: property?.estimatedValueCents ?? 0,
    purchaseDate: home?.purchaseDate ?? '',
    purchasePriceCents: home?.purchasePriceCents ?? 0,
    year: vehicle?.year.toString() ?? '',
    make: vehicle?.make ?? '',
    model: vehicle?.model ?? '',
    vin: vehicle?.vin ?? '',
  };
}
