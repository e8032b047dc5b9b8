import { fullAddress, type TAddress } from '@shared/finance/address';

type AddressColumns = {
  addressStreet: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressZip: string | null;
  addressFull: string | null;
};

/** The address of a row, when it has all its parts. */
export function addressView(row: AddressColumns): (TAddress & { full: string }) | null {
  if (
    row.addressStreet === null ||
    row.addressCity === null ||
    row.addressState === null ||
    row.addressZip === null
  )
    return null;
  return {
    street: row.addressStreet,
    city: row.addressCity,
    state: row.addressState,
    zip: row.addressZip,
    full: row.addressFull ?? '',
  };
}

/** The address columns of a row for an address (or none). */
export function addressColumns(address: TAddress | null | undefined): AddressColumns {
  return {
    addressStreet: address?.street ?? null,
    addressCity: address?.city ?? null,
    addressState: address?.state ?? null,
    addressZip: address?.zip ?? null,
    addressFull: address ? fullAddress(address) : null,
  };
}
