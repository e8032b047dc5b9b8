import type { TSmallEstateLimit, TSmallEstateProcedure } from './small-estate-types';

/**
 * The procedure's limit for a death on this day (ISO date), or null when no page read gives the
 * amount for that day: an indexed limit outside the periods read is unverified, never guessed.
 */
export function limitOn(
  procedure: TSmallEstateProcedure,
  deathOn: string,
): TSmallEstateLimit | null {
  return (
    procedure.limits.find(
      (limit) =>
        (limit.deathsFrom === null || limit.deathsFrom <= deathOn) &&
        (limit.deathsThrough === null || deathOn <= limit.deathsThrough),
    ) ?? null
  );
}
