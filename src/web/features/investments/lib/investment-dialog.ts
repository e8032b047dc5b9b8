import type { THolding, TInvestmentAccount } from '@shared/investments/investment-schemas';

/**
 * What the Investments screen opens a dialog with, besides deleting an account (which opens on
 * the account): an account's form, a holding's, a price, or the positions import. Dialogs are
 * mounted only while open, so each opening starts from the item's current values.
 */
export type InvestmentDialog =
  | { kind: 'account'; account: TInvestmentAccount | null }
  | { kind: 'holding'; account: TInvestmentAccount; holding: THolding | null }
  | { kind: 'delete-holding'; holding: THolding }
  | { kind: 'price'; holding: THolding }
  | { kind: 'import' };
