import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { ZCents } from './cents-schema';
import { ZAddress } from './address';

export const HOME_TYPES = ['primary_residence', 'rental', 'vacation', 'land'] as const;
export type HomeType = (typeof HOME_TYPES)[number];
export const HOME_TYPE_LABELS: Record<HomeType, string> = {
  primary_residence: 'Primary residence',
  rental: 'Rental',
  vacation: 'Vacation home',
  land: 'Land',
};

const currentYear = new Date().getFullYear();

const ZHomeInput = z.object({
  kind: z.literal('home'),
  name: singleLine(z.string().trim().max(120, tooLong('name', 120)))
    .nullish()
    .transform((value) => value || null),
  address: ZAddress,
  homeType: z.enum(HOME_TYPES, { error: 'Choose the type of home' }),
  estimatedValueCents: ZCents.default(0),
  purchaseDate: z.iso
    .date({ error: 'Enter a date' })
    .nullish()
    .transform((value) => value ?? null),
  purchasePriceCents: ZCents.nullish().transform((value) => value ?? null),
});

const ZVehicleInput = z.object({
  kind: z.literal('vehicle'),
  name: singleLine(z.string().trim().max(120, tooLong('name', 120)))
    .nullish()
    .transform((value) => value || null),
  year: z
    .number({ error: 'Enter the model year' })
    .int()
    .min(1900, 'Enter a model year after 1900')
    .max(currentYear + 2, 'Enter a real model year'),
  make: singleLine(
    z
      .string({ error: 'Enter the make' })
      .trim()
      .min(1, 'Enter the make')
      .max(60, tooLong('make', 60)),
  ),
  model: singleLine(
    z
      .string({ error: 'Enter the model' })
      .trim()
      .min(1, 'Enter the model')
      .max(60, tooLong('model', 60)),
  ),
  vin: singleLine(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'A VIN has 17 letters and digits (no I, O or Q)'),
  )
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value || null),
  estimatedValueCents: ZCents.default(0),
});

export const ZPropertyInput = z.discriminatedUnion('kind', [ZHomeInput, ZVehicleInput], {
  error: 'Choose home or vehicle',
});
export type TPropertyInput = z.input<typeof ZPropertyInput>;

const common = {
  id: z.string(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  name: z.string().nullable(),
  estimatedValueCents: z.number(),
};
export const ZProperty = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('home'),
    address: ZAddress.extend({ full: z.string() }),
    homeType: z.enum(HOME_TYPES),
    purchaseDate: z.string().nullable(),
    purchasePriceCents: z.number().nullable(),
  }),
  z.object({
    ...common,
    kind: z.literal('vehicle'),
    year: z.number(),
    make: z.string(),
    model: z.string(),
    vin: z.string().nullable(),
  }),
]);
export type TProperty = z.infer<typeof ZProperty>;
export const ZPropertyList = z.object({ properties: z.array(ZProperty) });

/** "2021 Honda CR-V", the name a vehicle's obligations use as their entity name by default. */
export function vehicleLabel(vehicle: {
  year: number;
  make: string;
  model: string;
  name?: string | null;
}): string {
  return vehicle.name || `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
