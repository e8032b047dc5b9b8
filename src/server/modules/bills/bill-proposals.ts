import { and, asc, eq, isNotNull } from 'drizzle-orm';
import {
  NO_PROPOSALS,
  type TBillProposals,
  type TExtractedBillData,
} from '@shared/bills/bill-schemas';
import { fullAddress } from '@shared/finance/address';
import {
  isSameStreetAddress,
  parseOneLineAddress,
  streetOfLine,
} from '@shared/finance/street-address';
import type { Queryable } from '../../db/owned-rows';
import { onlyPayingAccount, payingAccounts } from '../assets/paying-account-rows';
import { properties } from '../../db/schema';

/**
 * What the person processing bills may be shown of the household's records (access.ts decides):
 * an advisor whose grant leaves out properties or accounts gets no proposal from them.
 */
export type ProposalReach = {
  readProperties: boolean;
  addProperties: boolean;
  readAccounts: boolean;
};

async function propertyAt(
  db: Queryable,
  ownerId: string,
  serviceAddress: string,
): Promise<TBillProposals['property']> {
  const homes = await db
    .select({
      id: properties.id,
      name: properties.name,
      street: properties.addressStreet,
      city: properties.addressCity,
      state: properties.addressState,
      zip: properties.addressZip,
    })
    .from(properties)
    .where(
      and(
        eq(properties.userId, ownerId),
        eq(properties.kind, 'home'),
        isNotNull(properties.addressStreet),
      ),
    )
    .orderBy(asc(properties.createdAt));
  const service = streetOfLine(serviceAddress);
  const home = homes.find(
    (row) =>
      row.street !== null && isSameStreetAddress(service, { street: row.street, zip: row.zip }),
  );
  if (!home?.street) return null;
  const parts = {
    street: home.street,
    city: home.city ?? '',
    state: home.state ?? '',
    zip: home.zip ?? '',
  };
  // The full address as the review compares it with the one chosen: the parts joined (spec §3).
  return { id: home.id, name: home.name, address: { ...parts, full: fullAddress(parts) } };
}

/** The one account ending in these digits (see onlyPayingAccount). */
async function accountEndingIn(
  db: Queryable,
  ownerId: string,
  last4: string,
): Promise<TBillProposals['paymentAccount']> {
  const ending = last4.toUpperCase();
  const accounts = await payingAccounts(db, ownerId);
  return onlyPayingAccount(
    accounts.filter((account) => account.accountNumberLast4?.toUpperCase() === ending),
  );
}

/**
 * The service address proposes the household's home there, or adding it as a property; the "paid
 * from" digits propose the financial account ending in them (issue 36). Only `ownerId`'s records
 * are looked at: the household the bill is being added to.
 */
export async function proposeFromBill(
  db: Queryable,
  ownerId: string,
  data: Pick<TExtractedBillData, 'service_address' | 'paid_from_last4'>,
  reach: ProposalReach,
): Promise<TBillProposals> {
  const proposals: TBillProposals = { ...NO_PROPOSALS };
  const serviceAddress = data.service_address?.trim();
  if (serviceAddress && reach.readProperties) {
    proposals.property = await propertyAt(db, ownerId, serviceAddress);
    proposals.canAddProperty =
      proposals.property === null &&
      reach.addProperties &&
      parseOneLineAddress(serviceAddress) !== null;
  }
  const last4 = data.paid_from_last4?.replace(/[^A-Za-z0-9]/g, '');
  if (last4 && last4.length === 4 && reach.readAccounts)
    proposals.paymentAccount = await accountEndingIn(db, ownerId, last4);
  return proposals;
}
