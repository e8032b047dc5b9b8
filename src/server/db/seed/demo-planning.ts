import type { Database } from '../client';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import { createInvestmentService } from '../../modules/investments/investment-service';
import { createPolicyService } from '../../modules/policies/policy-service';
import { createEstatePlan } from '../../modules/estate/estate-plan';
import { demoOwnerActor, demoServiceDeps, type DemoOwner } from './demo-owner';
import { seedDemoInvestments } from './demo-investments';
import { seedDemoPolicies } from './demo-policies';
import { seedDemoEstate } from './demo-estate';
import { seedDemoPeople, type DemoPeopleDeps } from './demo-people';
import type { DemoSignIn } from './demo-sign-in';
import { createGuidebookService } from '../../modules/guidebook/guidebook-service';
import { seedDemoGuidebook } from './demo-guidebook';

export type DemoPlanningCounts = {
  investmentAccounts: number;
  holdings: number;
  policies: number;
  linkedPremiums: number;
  estateDocuments: number;
  titled: number;
  advisors: number;
  guidebookEntries: number;
};

/**
 * The planning side of the demo household (issue 40 item 6), written after its finances through
 * the app's services as the owner; the people it adds get sign-ins of their own.
 */
export async function seedDemoPlanning(
  db: Database,
  cipher: FieldCipher,
  owner: DemoOwner,
  people: DemoPeopleDeps,
  options: { now?: Date } = {},
): Promise<{ counts: DemoPlanningCounts; signIns: DemoSignIn[] }> {
  const now = options.now ?? new Date();
  const deps = demoServiceDeps(db, cipher, () => now);
  const actor = demoOwnerActor(owner, now);
  const investments = await seedDemoInvestments(createInvestmentService(deps), actor, now);
  const policies = await seedDemoPolicies(db, createPolicyService(deps), actor);
  const { spouse, cpa } = await seedDemoPeople(deps, people, actor);
  const estate = await seedDemoEstate(db, createEstatePlan(deps), actor, {
    [owner.fullName]: owner.id,
    'Alex Carter': spouse.id,
  });
  const guidebookEntries = await seedDemoGuidebook(createGuidebookService(deps), actor, {
    spouseId: spouse.id,
    cpaId: cpa.id,
  });
  return {
    counts: {
      investmentAccounts: investments.accounts,
      holdings: investments.holdings,
      ...policies,
      ...estate,
      advisors: 2,
      guidebookEntries,
    },
    signIns: [spouse, cpa],
  };
}
