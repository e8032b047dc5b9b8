import { ZHoldingInput, ZInvestmentAccountInput } from '@shared/investments/investment-schemas';
import { isoDay } from '@shared/finance/household-summary';
import type { Actor } from '../../auth/actor';
import type { InvestmentService } from '../../modules/investments/investment-service';
import { DEMO_INVESTMENTS } from './demo-investment-catalog';

/** The investment accounts and their holdings, priced as of today so the values are current. */
export async function seedDemoInvestments(
  investments: InvestmentService,
  owner: Actor,
  now: Date,
): Promise<{ accounts: number; holdings: number }> {
  let holdingCount = 0;
  for (const { account, holdings } of DEMO_INVESTMENTS) {
    const created = await investments.create(owner, ZInvestmentAccountInput.parse(account));
    for (const holding of holdings) {
      await investments.addHolding(
        owner,
        created.id,
        ZHoldingInput.parse({ ...holding, priceAsOf: isoDay(now) }),
      );
      holdingCount += 1;
    }
  }
  return { accounts: DEMO_INVESTMENTS.length, holdings: holdingCount };
}
