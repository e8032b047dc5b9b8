import { format, parseISO } from 'date-fns';
import type { z } from 'zod';
import type { TLifeEvent, ZLifeEventInput } from '@shared/estate/estate-schemas';
import { LIFE_EVENT_LABELS, type TLifeEventKind } from '@shared/estate/instrument-kinds';
import type { HouseholdDeps } from '../household-deps';
import { ownedCrud } from '../owned-crud';
import { estateRecords } from './estate-records';
import { lifeEventRows, type LifeEventRow } from './life-event-rows';
import { assertNotInFuture } from './past-dates';

type LifeEventInput = z.output<typeof ZLifeEventInput>;

/** "Marriage · Jun 1, 2026": how the activity log names a life event. */
function describe(row: LifeEventRow): string {
  const label = LIFE_EVENT_LABELS[row.kind as TLifeEventKind];
  return `${label} · ${format(parseISO(row.occurredOn), 'MMM d, yyyy')}`;
}

function toView(row: LifeEventRow): TLifeEvent {
  return {
    id: row.id,
    ownerId: row.userId,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind as TLifeEventKind,
    occurredOn: row.occurredOn,
    note: row.note,
  };
}

/**
 * Issue 14: the life events a household records (a marriage, a birth, a move to another state…).
 * Each brings forward the next review of the plan's documents signed or reviewed before it.
 */
export function createLifeEventService(deps: HouseholdDeps & { now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return ownedCrud({
    ...estateRecords(deps),
    describe,
    rows: lifeEventRows,
    toView,
    notFound: 'This life event does not exist.',
    toColumns(input: LifeEventInput) {
      assertNotInFuture({ occurredOn: input.occurredOn }, now());
      return { kind: input.kind, occurredOn: input.occurredOn, note: input.note };
    },
  });
}

export type LifeEventService = ReturnType<typeof createLifeEventService>;
