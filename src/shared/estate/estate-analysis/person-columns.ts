import {
  PASSES_BY,
  type TEstateAsset,
  type TEstatePersonColumn,
  type TPassesBy,
  type TPersonAsset,
} from '../estate-summary-schemas';
import type { EstateFacts } from './estate-facts';
import { peopleOf, UNNAMED_OWNER, type EstatePerson } from './estate-people';

function emptyRoutes(): Record<TPassesBy, number> {
  return Object.fromEntries(PASSES_BY.map((passesBy) => [passesBy, 0])) as Record<
    TPassesBy,
    number
  >;
}

/**
 * Issue 38 item 1: each person's estate as its own column. A record is in the column of the
 * person holding it (a life policy in its insured's); a record held jointly with survivorship is
 * in both holders' columns, each passing it to the other, and counted in the first holder's
 * column only, so no figure counts it twice; community property is half each spouse's. No
 * figure adds two people's probate estates together.
 */
export function personColumns(
  facts: EstateFacts,
  assets: readonly TEstateAsset[],
): TEstatePersonColumn[] {
  const column = (person: EstatePerson): TEstatePersonColumn => ({
    key: person.key,
    ownerId: person.ownerId,
    name: person.name,
    isOwner: person.isOwner,
    probateCents: 0,
    byRoute: emptyRoutes(),
    lifeInsuranceCents: 0,
    assets: [],
  });
  const columns = new Map(peopleOf(facts).list.map((person) => [person.key, column(person)]));
  // A record of a household the facts do not describe is in that household owner's column.
  for (const asset of assets)
    if (!columns.has(asset.personKey))
      columns.set(
        asset.personKey,
        column({
          key: asset.personKey,
          ownerId: asset.ownerId,
          name: UNNAMED_OWNER,
          isOwner: true,
        }),
      );
  const nameOf = (key: string | null) =>
    (key === null ? null : columns.get(key)?.name) ?? 'the other holder';
  const add = (key: string, asset: TEstateAsset, entry: Omit<TPersonAsset, 'kind' | 'id'>) => {
    const person = columns.get(key);
    if (!person) return;
    person.assets.push({ kind: asset.kind, id: asset.id, ...entry });
    person.byRoute[entry.passesBy] += entry.countedCents;
    if (entry.passesBy === 'will') person.probateCents += entry.countedCents;
    if (asset.kind === 'policy' && asset.passesBy === 'beneficiary')
      person.lifeInsuranceCents += entry.countedCents;
  };

  for (const asset of assets) {
    const other = asset.jointPersonKey;
    if (asset.passesBy === 'joint_survivorship' && other) {
      add(asset.personKey, asset, {
        passesBy: asset.passesBy,
        goesTo: `${nameOf(other)} (survivor)`,
        countedCents: asset.valueCents,
        countedInKey: null,
      });
      add(other, asset, {
        passesBy: asset.passesBy,
        goesTo: `${nameOf(asset.personKey)} (survivor)`,
        countedCents: 0,
        countedInKey: asset.personKey,
      });
    } else if (asset.passesBy === 'community_property' && other) {
      const half = Math.floor(asset.valueCents / 2);
      add(asset.personKey, asset, {
        passesBy: asset.passesBy,
        goesTo: `Half is already ${nameOf(other)}'s`,
        countedCents: half,
        countedInKey: null,
      });
      add(other, asset, {
        passesBy: asset.passesBy,
        goesTo: `Half is already ${nameOf(asset.personKey)}'s`,
        countedCents: asset.valueCents - half,
        countedInKey: null,
      });
    } else {
      add(asset.personKey, asset, {
        passesBy: asset.passesBy,
        goesTo: asset.recipients,
        countedCents: asset.valueCents,
        countedInKey: null,
      });
    }
  }
  return [...columns.values()];
}
