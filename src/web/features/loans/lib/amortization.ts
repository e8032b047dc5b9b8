/**
 * Loan amortization in integer cents: month by month, interest is charged on the balance (rounded
 * to the cent, as lenders do) and the rest of the payment reduces it.
 */

/** No schedule is drawn past 50 years: beyond that the answer is "practically never". */
export const MAX_SCHEDULE_MONTHS = 600;

export type AmortizationInput = {
  balanceCents: number;
  /** Yearly rate in percent (6.5 for 6.5 %). */
  annualRatePercent: number;
  monthlyPaymentCents: number;
  /** Paid on top of the monthly payment, all of it toward principal. */
  extraMonthlyCents?: number;
};

export type ScheduleRow = {
  /** 1 for the first payment (one month from today). */
  month: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  remainingCents: number;
};

export type AmortizationStatus =
  /** The balance reaches 0 within the schedule (also when it is 0 already). */
  | 'paid-off'
  /** No payment at all. */
  | 'no-payment'
  /** The payment is less than a month's interest: the balance would grow. */
  | 'payment-below-interest'
  /** The payment equals a month's interest: the balance would never go down. */
  | 'interest-only'
  /** The payment reduces the balance, but not within MAX_SCHEDULE_MONTHS. */
  | 'longer-than-cap';

export type Amortization = {
  status: AmortizationStatus;
  rows: ScheduleRow[];
  /** Payments until the balance is 0 (the rows shown when it is not). */
  months: number;
  totalInterestCents: number;
  totalPaidCents: number;
  /** What is still owed after the last row (0 when paid off). */
  remainingCents: number;
};

/** Interest rate per month as a fraction (6 % a year → 0.005). */
function monthlyRate(annualRatePercent: number): number {
  return Math.max(0, annualRatePercent) / 100 / 12;
}

/**
 * How far off a payment quoted to the cent can leave the balance after `months` payments: each
 * payment may be up to half a cent from the exact figure, and each such half cent grows with
 * interest. A remainder within this is what that rounding left, and lenders fold it into the
 * final payment — which is why $1,798.65 pays off $300,000 at 6 % in 360 months, not 361.
 */
function roundingAllowanceCents(rate: number, months: number): number {
  const growth = rate === 0 ? months : (Math.pow(1 + rate, months) - 1) / rate;
  return 0.5 * growth;
}

function result(
  status: AmortizationStatus,
  rows: ScheduleRow[],
  remainingCents: number,
): Amortization {
  return {
    status,
    rows,
    months: rows.length,
    totalInterestCents: rows.reduce((sum, row) => sum + row.interestCents, 0),
    totalPaidCents: rows.reduce((sum, row) => sum + row.paymentCents, 0),
    remainingCents,
  };
}

/** The schedule from today's balance, rate and payment (plus any extra), and how it ends. */
export function amortize(input: AmortizationInput): Amortization {
  const rate = monthlyRate(input.annualRatePercent);
  const payment =
    Math.max(0, Math.round(input.monthlyPaymentCents)) +
    Math.max(0, Math.round(input.extraMonthlyCents ?? 0));
  let balance = Math.max(0, Math.round(input.balanceCents));
  if (balance === 0) return result('paid-off', [], 0);
  if (payment === 0) return result('no-payment', [], balance);

  // Checked up front: such a payment never gets ahead of the interest, so there is no schedule.
  const firstInterest = Math.round(balance * rate);
  if (payment < firstInterest) return result('payment-below-interest', [], balance);
  if (payment === firstInterest) return result('interest-only', [], balance);

  const rows: ScheduleRow[] = [];
  for (let month = 1; month <= MAX_SCHEDULE_MONTHS && balance > 0; month += 1) {
    const interest = Math.round(balance * rate);
    let principal = Math.min(payment - interest, balance);
    const left = balance - principal;
    if (left > 0 && left <= roundingAllowanceCents(rate, month)) principal = balance;
    balance -= principal;
    rows.push({
      month,
      paymentCents: principal + interest,
      interestCents: interest,
      principalCents: principal,
      remainingCents: balance,
    });
  }
  return result(balance === 0 ? 'paid-off' : 'longer-than-cap', rows, balance);
}

export type ExtraPaymentEffect = {
  withExtra: Amortization;
  /** Null when the loan is not paid off within the schedule either way, so nothing compares. */
  savings: { monthsSooner: number; interestSavedCents: number } | null;
};

/** What paying `extraMonthlyCents` more each month changes. */
export function extraPaymentEffect(
  base: Amortization,
  input: AmortizationInput,
  extraMonthlyCents: number,
): ExtraPaymentEffect {
  const withExtra = amortize({ ...input, extraMonthlyCents });
  const comparable = base.status === 'paid-off' && withExtra.status === 'paid-off';
  return {
    withExtra,
    savings: comparable
      ? {
          monthsSooner: base.months - withExtra.months,
          interestSavedCents: base.totalInterestCents - withExtra.totalInterestCents,
        }
      : null,
  };
}

/** The month of the last payment: payments start one month from `today`. */
export function payoffDate(months: number, today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth() + months, 1);
}
