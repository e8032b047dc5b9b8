import type { Config } from '../../env';
import type { Database } from '../../db/client';
import { createRouter } from '../../http/router';
import type { PaymentsConfig } from '../../platform/payments/payments-config';

export type BillingDeps = {
  db: Database;
  config: Pick<Config, 'appUrl'>;
  /** Null or omitted: payments are not configured, and the screens say so. */
  payments?: PaymentsConfig | null;
  now?: () => Date;
};

/** Issue 18: checkout, the customer portal, the Stripe webhook and the payment switch. */
export function billingRoutes(_deps: BillingDeps) {
  return createRouter();
}
