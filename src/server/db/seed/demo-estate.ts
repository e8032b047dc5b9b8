import { and, eq } from 'drizzle-orm';
import { ZInstrumentInput, type TAssetTitling } from '@shared/estate/estate-schemas';
import { ZAssetTitlingInput, type TAssetTitlingInput } from '@shared/estate/estate-summary-schemas';
import type { Database } from '../client';
import { assets, investmentAccounts, properties } from '../schema';
import type { Actor } from '../../auth/actor';
import type { EstatePlan } from '../../modules/estate/estate-plan';
import { demoEstateDocuments, type DemoFamilyIds } from './demo-estate-catalog';

/** The id of the owner's record with this name (the demo made it moments before). */
async function idOf(
  db: Database,
  ownerId: string,
  table: typeof assets | typeof investmentAccounts,
  accountName: string,
): Promise<string> {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, ownerId), eq(table.accountName, accountName)));
  if (!row) throw new Error(`The demo household has no account named ${accountName}.`);
  return row.id;
}

async function homeId(db: Database, ownerId: string): Promise<string> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.userId, ownerId), eq(properties.name, 'Bluebonnet house')));
  if (!row) throw new Error('The demo household has no Bluebonnet house.');
  return row.id;
}

/** The estate documents, and how the house, the joint accounts and the brokerage are titled. */
export async function seedDemoEstate(
  db: Database,
  estate: EstatePlan,
  owner: Actor,
  family: DemoFamilyIds,
): Promise<{ estateDocuments: number; titled: number }> {
  const house = await homeId(db, owner.userId);
  const savings = await idOf(db, owner.userId, assets, 'Premier Savings');
  const documents = demoEstateDocuments({ homeId: house, savingsId: savings }, family);
  for (const document of documents)
    await estate.instruments.create(owner, ZInstrumentInput.parse(document));

  const joint = { holderName: 'Jordan Carter', jointHolderName: 'Alex Carter' };
  const titling: TAssetTitlingInput[] = [
    { assetKind: 'property', assetId: house, titling: 'trust', holderName: 'Jordan Carter' },
    {
      assetKind: 'investment',
      assetId: await idOf(db, owner.userId, investmentAccounts, 'Joint brokerage'),
      titling: 'jtwros',
      ...joint,
    },
    {
      assetKind: 'asset',
      assetId: await idOf(db, owner.userId, assets, 'Total Checking'),
      titling: 'jtwros',
      ...joint,
    },
  ];
  const answers: TAssetTitling[] = [];
  for (const each of titling)
    answers.push(await estate.titling.set(owner, ZAssetTitlingInput.parse(each)));
  return { estateDocuments: documents.length, titled: answers.length };
}
