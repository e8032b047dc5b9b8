/**
 * When a loan is paid off at its current balance, rate and payment: month by month, interest
 * added then the payment taken, to the cent. The answer says "unknown" rather than guessing
 * when the rate or the payment is not recorded.
 */
export type Payoff =
  | { kind: 'paid-off' }
  | { kind: 'unknown'; missing: 'rate' | 'payment' }
  | { kind: 'never' }
  | { kind: 'months'; months: number; interestCents: number };

/** A payment that has not cleared the balance in 100 years does not cover the interest. */
const MAX_MONTHS = 1200;

export function payoff(
  balanceCents: number,
  rateThousandths: number | null,
  monthlyPaymentCents: number | null,
): Payoff {
  if (balanceCents <= 0) return { kind: 'paid-off' };
  if (!monthlyPaymentCents || monthlyPaymentCents <= 0)
    return { kind: 'unknown', missing: 'payment' };
  if (rateThousandths === null) return { kind: 'unknown', missing: 'rate' };
  // Thousandths of a percent a year → a fraction a month.
  const monthlyRate = rateThousandths / 1000 / 100 / 12;
  if (balanceCents * monthlyRate >= monthlyPaymentCents) return { kind: 'never' };
  let balance = balanceCents;
  let interestCents = 0;
  for (let month = 1; month <= MAX_MONTHS; month += 1) {
    const interest = Math.round(balance * monthlyRate);
    interestCents += interest;
    balance += interest - monthlyPaymentCents;
    if (balance <= 0) return { kind: 'months', months: month, interestCents };
  }
  return { kind: 'never' };
}

/** The month of the last payment, `months` payments after today's month: "2043-05-01". */
export function payoffMonth(today: string, months: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + months, 1)).toISOString().slice(0, 10);
}

/** 206 → "17 years 2 months". */
export function durationText(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ') || 'under a month';
}
