import { estateAssets } from '@shared/estate/estate-analysis/passes-by';
import type { TEstateAsset } from '@shared/estate/estate-summary-schemas';
import { portfolioSummary, type PortfolioSummary } from '@shared/investments/valuation';
import { cashPosition, type CashPosition } from '../portfolio/cash-position';
import type { HouseholdSnapshot, SnapshotObligation } from '../snapshot/household-snapshot';

/** What the rules read: the snapshot, and what several rules need, computed once. */
export type TipContext = {
  snapshot: HouseholdSnapshot;
  portfolio: PortfolioSummary;
  cash: CashPosition;
  /** How each asset passes at death (the estate plan's "Who gets what"). */
  estateAssets: readonly TEstateAsset[];
  obligationsByOwner: ReadonlyMap<string, readonly SnapshotObligation[]>;
  /** " for Alex Rivera" when several households are selected (so a tip says whose), else "". */
  forOwner: (ownerId: string) => string;
};

function byOwner(obligations: readonly SnapshotObligation[]): Map<string, SnapshotObligation[]> {
  const groups = new Map<string, SnapshotObligation[]>();
  for (const obligation of obligations) {
    const group = groups.get(obligation.ownerId);
    if (group) group.push(obligation);
    else groups.set(obligation.ownerId, [obligation]);
  }
  return groups;
}

export function tipContext(snapshot: HouseholdSnapshot): TipContext {
  const portfolio = portfolioSummary(snapshot.investments, snapshot.today);
  const names = new Map(
    snapshot.households.map((household) => [household.ownerId, household.ownerName]),
  );
  const several = snapshot.households.length > 1;
  return {
    snapshot,
    portfolio,
    cash: cashPosition(snapshot, portfolio),
    estateAssets: estateAssets(snapshot.estate),
    obligationsByOwner: byOwner(snapshot.obligations),
    forOwner: (ownerId) => {
      const name = names.get(ownerId);
      return several && name ? ` for ${name}` : '';
    },
  };
}

/** The household's obligations (none when it has none). */
export function obligationsOf(context: TipContext, ownerId: string): readonly SnapshotObligation[] {
  return context.obligationsByOwner.get(ownerId) ?? [];
}
