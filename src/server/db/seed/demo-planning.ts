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
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { createDocumentService } from '../../modules/documents/document-service';
import { createFileLinkSigner } from '../../modules/documents/signed-file-links';
import { documentTextReader } from '../../modules/documents/document-text';
import { seedDemoDocuments } from './demo-documents';
import { demoHomeId } from './demo-records';
import { seedDemoEvent } from './demo-event';

export type DemoPlanningCounts = {
  investmentAccounts: number;
  holdings: number;
  policies: number;
  linkedPremiums: number;
  estateDocuments: number;
  titled: number;
  advisors: number;
  guidebookEntries: number;
  documents: number;
  /** With `event`: the unlocked death's plan, and how many of its tasks are done. */
  eventPlan?: { tasks: number; done: number };
};

/** Where the demo's files go and the key that signs their links, as the server has them. */
export type DemoFileDeps = { storage: ObjectStorage; encryptionKey: Buffer };

/**
 * The planning side of the demo household (issue 40 item 6), written after its finances through
 * the app's services as the owner; the people it adds get sign-ins of their own.
 */
export async function seedDemoPlanning(
  db: Database,
  cipher: FieldCipher,
  owner: DemoOwner,
  people: DemoPeopleDeps,
  files: DemoFileDeps,
  options: { now?: Date; event?: boolean } = {},
): Promise<{ counts: DemoPlanningCounts; signIns: DemoSignIn[] }> {
  const now = options.now ?? new Date();
  const deps = demoServiceDeps(db, cipher, () => now);
  const actor = demoOwnerActor(owner, now);
  const investments = await seedDemoInvestments(createInvestmentService(deps), actor, now);
  const policies = await seedDemoPolicies(db, createPolicyService(deps), actor);
  const { spouse, cpa, attorneyId, cpaAdvisorId } = await seedDemoPeople(deps, people, actor);
  const documents = await seedDemoDocuments(
    createDocumentService({
      ...deps,
      storage: files.storage,
      signer: createFileLinkSigner(files.encryptionKey),
      readText: documentTextReader(),
    }),
    actor,
    { homeId: await demoHomeId(db, owner.id), attorneyId, cpaAdvisorId },
    now,
  );
  const estate = await seedDemoEstate(
    db,
    createEstatePlan(deps),
    actor,
    { [owner.fullName]: owner.id, 'Alex Carter': spouse.id },
    documents,
  );
  const guidebookEntries = await seedDemoGuidebook(createGuidebookService(deps), actor, {
    spouseId: spouse.id,
    cpaId: cpa.id,
  });
  const eventPlan = options.event
    ? await seedDemoEvent(deps, people, {
        owner,
        spouse: { id: spouse.id, email: spouse.email, fullName: 'Alex Carter' },
      })
    : undefined;
  return {
    counts: {
      ...(eventPlan ? { eventPlan } : {}),
      investmentAccounts: investments.accounts,
      holdings: investments.holdings,
      ...policies,
      ...estate,
      advisors: 2,
      guidebookEntries,
      documents: documents.count,
    },
    signIns: [spouse, cpa],
  };
}
