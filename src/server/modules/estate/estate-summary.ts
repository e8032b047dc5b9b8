import { COMPOSITE_VIEW_NEEDS } from '@shared/advisors/advisor-scope';
import type { TEstateSummary } from '@shared/estate/estate-summary-schemas';
import { summariseEstate } from '@shared/estate/estate-analysis/summarise-estate';
import { isoDay } from '@shared/finance/household-summary';
import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { ActivityLog } from '../family/activity-log';
import { estateFactsOf } from './estate-summary-rows';

type Deps = { db: Database; access: Access; activity: ActivityLog; now?: () => Date };

/**
 * Issue 14's "Who gets what" and "Conflicts and gaps" for the selected households: the records
 * are read as they are, and the rules (shared/estate/estate-analysis) run on them. "Today" comes
 * from the app clock, so reviews fall due the same day for everyone and tests can move time.
 */
export function createEstateSummary(deps: Deps) {
  const { db, access, activity } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async summary(actor: Actor, owners: readonly string[] | undefined): Promise<TEstateSummary> {
      const ownerIds = await access.selectedOwnerIds(
        actor,
        owners,
        COMPOSITE_VIEW_NEEDS.estateSummary,
      );
      const facts = await estateFactsOf(db, ownerIds, isoDay(now()));
      await activity.viewed(actor, ownerIds, 'estate');
      return summariseEstate(facts);
    },
  };
}

export type EstateSummaryService = ReturnType<typeof createEstateSummary>;
