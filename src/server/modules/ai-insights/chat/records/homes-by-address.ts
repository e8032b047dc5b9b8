import type { PropertyFacts } from '@shared/estate/estate-analysis/estate-facts';

/** The household's homes by their full address: a bill at that address is the home's. */
export function homesByAddress(
  properties: readonly PropertyFacts[],
): ReadonlyMap<string, PropertyFacts> {
  return new Map(
    properties.flatMap((property) =>
      property.kind === 'home' && property.addressFull
        ? [[property.addressFull, property] as const]
        : [],
    ),
  );
}
