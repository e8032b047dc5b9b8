import type { Database } from '../client';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import { createInvestmentService } from '../../modules/investments/investment-service';
import { demoOwnerActor, demoServiceDeps, type DemoOwner } from './demo-owner';
import { seedDemoInvestments } from './demo-investments';
import { createPolicyService } from '../../modules/policies/policy-service';
import { seedDemoPolicies } from './demo-policies';
import { createEstatePlan } from '../../modules/estate/estate-plan';
import { seedDemoEstate } from './demo-estate';

export type DemoPlanningCounts = {
  investmentAccounts: number;
  holdings: number;
  policies: number;
  linkedPremiums: number;
  estateDocuments: number;
  titled: number;
};

/**
 * The planning side of the demo household (issue 40 item 6), written after its finances through
 * the app's services as the owner.
 */
export async function seedDemoPlanning(
  db: Database,
  cipher: FieldCipher,
  owner: DemoOwner,
  options: { now?: Date } = {},
): Promise<DemoPlanningCounts> {
  const now = options.now ?? new Date();
  const deps = demoServiceDeps(db, cipher, () => now);
  const actor = demoOwnerActor(owner, now);
  const investments = await seedDemoInvestments(createInvestmentService(deps), actor, now);
  const policies = await seedDemoPolicies(db, createPolicyService(deps), actor);
  const estate = await seedDemoEstate(db, createEstatePlan(deps), actor);
  return {
    ...estate,
    investmentAccounts: investments.accounts,
    holdings: investments.holdings,
    ...policies,
  };
}
