import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZInstrument, ZLifeEvent } from '@shared/estate/estate-schemas';
import { householdKeys } from '@web/lib/household-data';
import { readList } from '@web/lib/list-copies';
import { useScopedOwners } from '@web/lib/use-household-scope';

export const ZInstrumentList = z.object({ instruments: z.array(ZInstrument) });
export const ZLifeEventList = z.object({ lifeEvents: z.array(ZLifeEvent) });

function ownersQuery(owners: readonly string[]): string {
  return owners.length > 0 ? `?owners=${owners.map(encodeURIComponent).join(',')}` : '';
}

/** The wills, trusts, powers of attorney and directives of the households on screen. */
export function useInstruments() {
  // A client's household that did not share its estate plan is not asked (issue 35).
  const { owners, ready } = useScopedOwners('estate');
  return useQuery({
    queryKey: householdKeys.estateInstruments(owners),
    queryFn: () =>
      owners.length > 0
        ? readList(
            `/estate/instruments${ownersQuery(owners)}`,
            ZInstrumentList,
            (body) => body.instruments,
          )
        : Promise.resolve([]),
    enabled: ready,
  });
}

/** The life events recorded for the households on screen (they bring reviews forward). */
export function useLifeEvents() {
  const { owners, ready } = useScopedOwners('estate');
  return useQuery({
    queryKey: householdKeys.estateLifeEvents(owners),
    queryFn: () =>
      owners.length > 0
        ? readList(
            `/estate/life-events${ownersQuery(owners)}`,
            ZLifeEventList,
            (body) => body.lifeEvents,
          )
        : Promise.resolve([]),
    enabled: ready,
  });
}
