import type { AmortizationStatus } from './amortization';

/** Why there is no payoff date, in words; null when there is one. */
export function amortizationProblem(status: AmortizationStatus): string | null {
  switch (status) {
    case 'paid-off':
      return null;
    case 'no-payment':
      return 'Add the monthly payment to see when this loan is paid off.';
    case 'payment-below-interest':
      return 'This payment does not cover the interest; the balance would grow';
    case 'interest-only':
      return 'This payment only covers the interest; the balance would never go down.';
    case 'longer-than-cap':
      return 'At this payment the loan would take more than 50 years to pay off.';
  }
}
