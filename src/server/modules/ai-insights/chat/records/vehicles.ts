import type { PropertyFacts } from '@shared/estate/estate-analysis/estate-facts';
import { KEYWORDS } from '../text/keywords';
import { tokensOf } from '../text/normalize';
import { STOPWORDS } from '../text/stopwords';

/** A vehicle from Properties and the words that name it: "2021 Toyota Camry", "Mom's car". */
export type VehicleNames = { property: PropertyFacts; words: string[]; identifying: Set<string> };

/**
 * The household's vehicles, with the words an obligation's entity name would use for each. The
 * make identifies a vehicle only when no other vehicle shares it (two Toyotas are told apart by
 * model or name).
 */
export function vehicleNames(properties: readonly PropertyFacts[]): VehicleNames[] {
  const vehicles = properties.filter((property) => property.kind === 'vehicle');
  const makeCounts = new Map<string, number>();
  for (const vehicle of vehicles)
    for (const word of tokensOf(vehicle.vehicleMake ?? ''))
      makeCounts.set(word, (makeCounts.get(word) ?? 0) + 1);
  return vehicles.map((property) => {
    const make = tokensOf(property.vehicleMake ?? '');
    const model = tokensOf(property.vehicleModel ?? '');
    const name = tokensOf(property.name ?? '');
    const identifying = new Set(
      [...model, ...name, ...make.filter((word) => makeCounts.get(word) === 1)].filter(
        (word) => !KEYWORDS.has(word) && !STOPWORDS.has(word),
      ),
    );
    const year = property.vehicleYear ? [String(property.vehicleYear)] : [];
    return { property, words: [...make, ...model, ...name, ...year], identifying };
  });
}

/** The vehicle an obligation's entity name ("Camry", "Toyota Camry") is about, if any. */
export function vehicleOf(
  entityName: string | null,
  vehicles: readonly VehicleNames[],
): VehicleNames | null {
  if (!entityName) return null;
  const words = tokensOf(entityName);
  return vehicles.find((vehicle) => words.some((word) => vehicle.identifying.has(word))) ?? null;
}
