/**
 * The columns that say what a record is, for the readers that list records without their sealed
 * numbers (the estate summary, the after-death plan, the binder): each adds the few it also needs.
 */

/** A bank account's or an investment account's kind and names (both tables have them). */
export const ACCOUNT_COLUMNS = ['id', 'type', 'institutionName', 'accountName'] as const;

/** What a home or a vehicle is called and what it is. */
export const PROPERTY_COLUMNS = [
  'id',
  'kind',
  'name',
  'homeType',
  'addressFull',
  'vehicleYear',
  'vehicleMake',
  'vehicleModel',
] as const;

/** An insurance policy, its cover and who it pays. */
export const POLICY_COLUMNS = [
  'id',
  'kind',
  'carrier',
  'insuredName',
  'faceAmountCents',
  'beneficiaries',
] as const;

/** An estate planning instrument: which one, whose, and how far along. */
export const INSTRUMENT_COLUMNS = [
  'id',
  'kind',
  'variant',
  'principalName',
  'status',
  'signedOn',
] as const;
