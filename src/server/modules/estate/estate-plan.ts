import type { HouseholdDeps } from '../household-deps';
import { createInstrumentService } from './instrument-service';
import { createLifeEventService } from './life-event-service';
import { createTitlingService } from './titling-service';

/** The estate plan's services, on the app's clock (which says what "today" is for dates). */
export function createEstatePlan(deps: HouseholdDeps & { now?: () => Date }) {
  return {
    instruments: createInstrumentService(deps),
    lifeEvents: createLifeEventService(deps),
    titling: createTitlingService(deps),
  };
}

export type EstatePlan = ReturnType<typeof createEstatePlan>;
