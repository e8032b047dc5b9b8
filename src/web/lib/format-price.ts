/**
 * Formats whole-dollar prices without cents ("$59", "$299") and keeps cents when a price has them
 * ("$4.50"), so the published plans read the way people say them.
 */
export function formatPrice(priceCents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: priceCents % 100 === 0 ? 0 : 2,
  }).format(priceCents / 100);
}
