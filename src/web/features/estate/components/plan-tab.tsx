import { useMemo } from 'react';
import { INSTRUMENT_KINDS, type TInstrumentKind } from '@shared/estate/instrument-kinds';
import type { TInstrument } from '@shared/estate/estate-schemas';
import { LoadError } from '@web/components/load-error';
import { VIEW_ONLY_EMPTY } from '@web/components/view-only-badge';
import { localIsoDay } from '@web/lib/local-day';
import { useInstruments, useLifeEvents } from '../api/estate-queries';
import type { EstateDialog } from '../lib/estate-dialogs';
import { useScrollToKind } from '../lib/use-scroll-to-kind';
import { InstrumentKindCard } from './instrument-kind-card';
import { LifeEventsSection } from './life-events-section';
import { PlanLoading } from './plan-loading';

type Props = {
  /** Whether the person may add to a household on screen (a viewer may not). */
  canAdd: boolean;
  open: (dialog: EstateDialog) => void;
};

function byKind(instruments: readonly TInstrument[]) {
  const groups = new Map<TInstrumentKind, TInstrument[]>();
  for (const instrument of instruments) {
    const list = groups.get(instrument.kind) ?? [];
    list.push(instrument);
    groups.set(instrument.kind, list);
  }
  for (const list of groups.values())
    list.sort(
      (a, b) =>
        a.principalName.localeCompare(b.principalName) || a.createdAt.localeCompare(b.createdAt),
    );
  return groups;
}

/**
 * The plan itself: one card per kind of document in the order a family needs them, each recorded
 * document on its kind's card, and the life events that bring reviews forward.
 */
export function PlanTab({ canAdd, open }: Props) {
  const instruments = useInstruments();
  const lifeEvents = useLifeEvents();
  const groups = useMemo(() => byKind(instruments.data ?? []), [instruments.data]);
  const today = localIsoDay(new Date());
  useScrollToKind(Boolean(instruments.data && lifeEvents.data));
  const failed = [instruments, lifeEvents].filter((query) => query.isError);

  if (failed.length > 0)
    return (
      <LoadError
        title="We couldn't load your estate plan"
        onRetry={() => failed.forEach((query) => void query.refetch())}
        retrying={failed.some((query) => query.isFetching)}
      />
    );
  if (!instruments.data || !lifeEvents.data) return <PlanLoading />;

  const onEdit = (instrument: TInstrument) => open({ name: 'instrument', request: { instrument } });
  const onDelete = (instrument: TInstrument) => open({ name: 'delete-instrument', instrument });
  const onAdd = canAdd
    ? (kind: TInstrumentKind) => open({ name: 'instrument', request: { instrument: null, kind } })
    : null;

  return (
    <div className="grid gap-4">
      {instruments.data.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {canAdd
            ? 'Nothing recorded yet. Start with the documents you already have: for each one, where the signed original is kept and who it names. A document you have not made yet shows what it is for.'
            : VIEW_ONLY_EMPTY}
        </p>
      )}
      {INSTRUMENT_KINDS.map((kind) => (
        <InstrumentKindCard
          key={kind}
          kind={kind}
          instruments={groups.get(kind) ?? []}
          today={today}
          onAdd={onAdd}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
      <LifeEventsSection
        events={lifeEvents.data}
        onRecord={canAdd ? () => open({ name: 'life-event' }) : null}
        onDelete={(event) => open({ name: 'delete-life-event', event })}
      />
    </div>
  );
}
