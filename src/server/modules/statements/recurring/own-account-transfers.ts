/** A transaction as the transfer check needs it. */
type Movement = { account: string; amountCents: number; dayNumber: number };

/**
 * Days between money leaving one account and reaching another: a card payment posts on the card
 * the same or next day, an ACH transfer within three business days (five calendar days over a
 * weekend).
 */
const TRANSFER_DAYS = 5;
/**
 * A series is a transfer when at least half its amounts are seen arriving in another imported
 * account: not all, since a statement of the other account may be missing for some months.
 */
const MIRRORED_SHARE = 0.5;

/**
 * Finds money that moved between the household's own accounts by seeing both sides: the same
 * amount leaving one imported account and arriving in another within a few days. This catches
 * what no wording shows: a Zelle or Venmo to oneself, a transfer the bank calls "PAYMENT".
 */
export function ownTransferIndex(movements: readonly Movement[]): {
  isMirrored: (series: readonly Movement[]) => boolean;
} {
  const byAmount = new Map<number, Movement[]>();
  for (const movement of movements) {
    const list = byAmount.get(movement.amountCents);
    if (list) list.push(movement);
    else byAmount.set(movement.amountCents, [movement]);
  }
  const hasOtherSide = (movement: Movement) =>
    (byAmount.get(-movement.amountCents) ?? []).some(
      (other) =>
        other.account !== movement.account &&
        Math.abs(other.dayNumber - movement.dayNumber) <= TRANSFER_DAYS,
    );
  return {
    isMirrored: (series) =>
      series.length > 0 && series.filter(hasOtherSide).length >= MIRRORED_SHARE * series.length,
  };
}
