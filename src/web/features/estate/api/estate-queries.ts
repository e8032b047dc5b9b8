import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZInstrument, ZLifeEvent } from '@shared/estate/estate-schemas';
import { householdKeys } from '@web/lib/household-data';
import { readList } from '@web/lib/list-copies';
import { useOwnerSelection } from '@web/lib/owner-selection';

export const ZInstrumentList = z.object({ instruments: z.array(ZInstrument) });
export const ZLifeEventList = z.object({ lifeEvents: z.array(ZLifeEvent) });

function ownersQuery(owners: readonly string[]): string {
  return owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
}

/** The wills, trusts, powers of attorney and directives of the households on screen. */
export function useInstruments() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.estateInstruments(selected),
    queryFn: () =>
      readList(
        `/estate/instruments${ownersQuery(selected)}`,
        ZInstrumentList,
        (body) => body.instruments,
      ),
    enabled: selected.length > 0,
  });
}

/** The life events recorded for the households on screen (they bring reviews forward). */
export function useLifeEvents() {
  const { selected } = useOwnerSelection();
  return useQuery({
    queryKey: householdKeys.estateLifeEvents(selected),
    queryFn: () =>
      readList(
        `/estate/life-events${ownersQuery(selected)}`,
        ZLifeEventList,
        (body) => body.lifeEvents,
      ),
    enabled: selected.length > 0,
  });
}
