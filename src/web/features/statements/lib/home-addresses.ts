import { useMemo } from 'react';
import type { TAddress } from '@shared/finance/address';
import { useExpenses, useProperties } from '@web/lib/household-data';

/** A home of the household a home bill can be for, with its address written out in full. */
export type HomeAddress = TAddress & { full: string };

/**
 * The households' homes on screen: their properties, and the addresses their home obligations
 * already have (a home added before properties were kept). Each address once, in that order.
 */
export function useHomeAddresses(): HomeAddress[] {
  const properties = useProperties().data;
  const expenses = useExpenses().data;
  return useMemo(() => {
    const found = new Map<string, HomeAddress>();
    const add = (address: HomeAddress | null | undefined) => {
      if (address && !found.has(address.full)) found.set(address.full, address);
    };
    for (const property of properties ?? []) if (property.kind === 'home') add(property.address);
    for (const expense of expenses ?? []) if (expense.category === 'home') add(expense.address);
    return [...found.values()];
  }, [properties, expenses]);
}

/**
 * The full address of the home a bill is for: the one chosen, else the household's only home
 * (read while the review is open, so it may come after the statements were); '' for none.
 */
export function homeOf(chosen: string | null, homes: readonly HomeAddress[]): string {
  return chosen ?? (homes.length === 1 ? (homes[0]?.full ?? '') : '');
}

/** The address parts of the home a bill is for, for the API. */
export function chosenAddress(
  chosen: string | null,
  homes: readonly HomeAddress[],
): TAddress | null {
  const full = homeOf(chosen, homes);
  const home = homes.find((candidate) => candidate.full === full);
  return home ? { street: home.street, city: home.city, state: home.state, zip: home.zip } : null;
}
