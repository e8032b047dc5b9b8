import { ZCostBasisCents, ZPriceMicros, ZQuantity } from '../investment-schemas';
import type { TParsedHolding } from '../positions-import-schemas';

/**
 * What a typed holding may not be, a file's may not be either: the same limits as the form, so a
 * preview shows such a row as bad instead of the import failing or rounding it.
 */
export function holdingBoundErrors(holding: TParsedHolding): string[] {
  const errors: string[] = [];
  const quantity = ZQuantity.safeParse(holding.quantity);
  if (!quantity.success)
    errors.push(`Quantity ${holding.quantity}: ${quantity.error.issues[0]?.message}`);
  if (holding.priceMicros !== null) {
    const price = ZPriceMicros.safeParse(holding.priceMicros);
    if (!price.success) errors.push(`Price: ${price.error.issues[0]?.message}`);
  }
  if (holding.costBasisCents !== null && !ZCostBasisCents.safeParse(holding.costBasisCents).success)
    errors.push('The cost basis is too large');
  return errors;
}
