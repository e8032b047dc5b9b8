import type { FieldCipher } from '../platform/crypto/field-encryption';
import { sealNumber, type SealedColumns } from '../platform/crypto/sealed-number';

/**
 * An input field holding a secret number (an account or policy number) that its row keeps sealed
 * in `<field>Sealed`, with the last 4 in clear in `<field>Last4` for display.
 */
export type SealedNumberField<Row, Input> = {
  [F in keyof Input & string]: Input[F] extends string | null | undefined
    ? Row extends Record<`${F}Sealed` | `${F}Last4`, string | null>
      ? F
      : never
    : never;
}[keyof Input & string];

/**
 * The sealed columns of a create or update. None when the number was not sent: an update then
 * keeps the stored one.
 */
export function sealedNumberColumns(
  cipher: FieldCipher,
  field: string,
  value: string | null | undefined,
): Record<string, string | null> {
  const number = sealNumber(cipher, value);
  return number ? { [`${field}Sealed`]: number.sealed, [`${field}Last4`]: number.last4 } : {};
}

/** What a row keeps of its secret number. */
export function storedNumber(row: object, field: string): SealedColumns {
  const columns = row as Record<string, string | null>;
  return { sealed: columns[`${field}Sealed`] ?? null, last4: columns[`${field}Last4`] ?? null };
}
