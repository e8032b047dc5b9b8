import type {
  TDesignationKind,
  THolding,
  TInvestmentAccount,
  TPricePoint,
  TPriceSource,
} from '@shared/investments/investment-schemas';
import type { holdings, investmentAccounts } from '../../db/schema';
import { ownedRecordView } from '../owned-record-view';

export type AccountRow = typeof investmentAccounts.$inferSelect;
export type HoldingRow = typeof holdings.$inferSelect;
/** An account row with its holdings, as the list reads them (already in their answer's shape). */
export type AccountWithHoldings = AccountRow & { holdings: THolding[] };

export function pricePoint(
  micros: number | null,
  asOf: string | null,
  source: string | null,
): TPricePoint | null {
  if (micros === null || asOf === null) return null;
  return { priceMicros: micros, asOf, source: (source ?? 'manual') as TPriceSource };
}

/** A holding's columns as either read gives them: the row, or the list's own statement. */
type HoldingColumns = Pick<
  HoldingRow,
  | 'id'
  | 'accountId'
  | 'symbol'
  | 'name'
  | 'assetClass'
  | 'quantity'
  | 'costBasisCents'
  | 'priceMicros'
  | 'priceAsOf'
  | 'priceSource'
  | 'previousPriceMicros'
  | 'previousPriceAsOf'
  | 'previousPriceSource'
>;

export function toHoldingView(row: HoldingColumns): THolding {
  return {
    id: row.id,
    accountId: row.accountId,
    symbol: row.symbol,
    name: row.name,
    assetClass: row.assetClass as THolding['assetClass'],
    quantity: row.quantity,
    costBasisCents: row.costBasisCents,
    price: pricePoint(row.priceMicros, row.priceAsOf, row.priceSource),
    previousPrice: pricePoint(
      row.previousPriceMicros,
      row.previousPriceAsOf,
      row.previousPriceSource,
    ),
  };
}

export function toAccountView(row: AccountWithHoldings): TInvestmentAccount {
  return {
    ...ownedRecordView(row),
    type: row.type as TInvestmentAccount['type'],
    institutionName: row.institutionName,
    accountName: row.accountName,
    accountNumberLast4: row.accountNumberLast4,
    ownerName: row.ownerName,
    designation: row.designation as TDesignationKind,
    beneficiaries: row.beneficiaries,
    notes: row.notes,
    balanceCents: row.balanceCents,
    beneficiary: row.beneficiary,
    holdings: row.holdings,
  };
}
