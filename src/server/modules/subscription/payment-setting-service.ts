import type { TPaymentSetting, TPaymentSettingView } from '@shared/subscription/billing-api';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { countBetaFreeUsers, readPaymentSetting, writePaymentSetting } from './payment-setting';

/** The admin's payment switch (GET/PUT /api/admin/payment-setting). */
export function createPaymentSettingService(deps: {
  db: Database;
  paymentsConfigured: boolean;
  now: () => Date;
}) {
  const { db } = deps;

  async function read(): Promise<TPaymentSettingView> {
    const [setting, betaFreeUsers] = await Promise.all([
      readPaymentSetting(db),
      countBetaFreeUsers(db),
    ]);
    return { ...setting, betaFreeUsers };
  }

  return {
    read,
    async write(setting: TPaymentSetting): Promise<TPaymentSettingView> {
      // Requiring payment nobody can make would lock every new account out.
      if (setting.enabled && !deps.paymentsConfigured)
        throw new AppError(
          'CONFLICT',
          'Payments are not set up on this server yet: configure Stripe before requiring payment.',
        );
      await writePaymentSetting(db, setting, deps.now());
      return read();
    },
  };
}
