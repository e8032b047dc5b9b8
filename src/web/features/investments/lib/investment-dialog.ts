import type { THolding, TInvestmentAccount } from '@shared/investments/investment-schemas';

/**
 * The one dialog open on the Investments screen, if any. Dialogs are mounted only while open, so
 * each opening starts from the item's current values.
 */
export type InvestmentDialog =
  | { kind: 'account'; account: TInvestmentAccount | null }
  | { kind: 'delete-account'; account: TInvestmentAccount }
  | { kind: 'holding'; account: TInvestmentAccount; holding: THolding | null }
  | { kind: 'delete-holding'; holding: THolding }
  | { kind: 'price'; holding: THolding }
  | { kind: 'import' };
