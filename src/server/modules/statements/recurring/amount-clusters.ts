/**
 * Amounts more than 3 % (and 25 cents) apart are different prices: $0.99, $2.99 and $9.99 app
 * charges fall apart, while a plan's own charges (the same price, or a cent of tax apart) stay
 * together.
 */
const CLUSTER_GAP_RATIO = 0.03;
const CLUSTER_GAP_MIN_CENTS = 25;

/**
 * Splits one merchant's charges by amount, for a merchant that carries several things: a $2.99
 * storage plan among one-off app purchases, two streaming plans at one provider. Each group is
 * returned oldest first, as given.
 */
export function clusterByAmount<T extends { amountCents: number }>(charges: readonly T[]): T[][] {
  const byAmount = [...charges].sort((a, b) => a.amountCents - b.amountCents);
  const clusters: T[][] = [];
  let previous: number | null = null;
  for (const charge of byAmount) {
    const gap = previous === null ? Infinity : charge.amountCents - previous;
    const current = clusters.at(-1);
    if (current && gap <= Math.max(CLUSTER_GAP_MIN_CENTS, CLUSTER_GAP_RATIO * previous!))
      current.push(charge);
    else clusters.push([charge]);
    previous = charge.amountCents;
  }
  const order = new Map(charges.map((charge, index) => [charge, index]));
  return clusters.map((cluster) => cluster.sort((a, b) => order.get(a)! - order.get(b)!));
}
