import { ZInstrumentInput, type TAssetTitling } from '@shared/estate/estate-schemas';
import { ZAssetTitlingInput, type TAssetTitlingInput } from '@shared/estate/estate-summary-schemas';
import type { Database } from '../client';
import { assets, investmentAccounts } from '../schema';
import { demoHomeId, demoRecordId } from './demo-records';
import type { Actor } from '../../auth/actor';
import type { EstatePlan } from '../../modules/estate/estate-plan';
import { demoEstateDocuments, type DemoFamilyIds } from './demo-estate-catalog';

/** The estate documents, and how the house, the joint accounts and the brokerage are titled. */
export async function seedDemoEstate(
  db: Database,
  estate: EstatePlan,
  owner: Actor,
  family: DemoFamilyIds,
  scans: { willScanId: string; trustScanId: string },
): Promise<{ estateDocuments: number; titled: number }> {
  const house = await demoHomeId(db, owner.userId);
  const savings = await demoRecordId(db, owner.userId, assets, 'Premier Savings');
  const documents = demoEstateDocuments({ homeId: house, savingsId: savings, ...scans }, family);
  for (const document of documents)
    await estate.instruments.create(owner, ZInstrumentInput.parse(document));

  const joint = { holderName: 'Jordan Carter', jointHolderName: 'Alex Carter' };
  const titling: TAssetTitlingInput[] = [
    { assetKind: 'property', assetId: house, titling: 'trust', holderName: 'Jordan Carter' },
    {
      assetKind: 'investment',
      assetId: await demoRecordId(db, owner.userId, investmentAccounts, 'Joint brokerage'),
      titling: 'jtwros',
      ...joint,
    },
    {
      assetKind: 'asset',
      assetId: await demoRecordId(db, owner.userId, assets, 'Total Checking'),
      titling: 'jtwros',
      ...joint,
    },
  ];
  const answers: TAssetTitling[] = [];
  for (const each of titling)
    answers.push(await estate.titling.set(owner, ZAssetTitlingInput.parse(each)));
  return { estateDocuments: documents.length, titled: answers.length };
}
