import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import {
  PASSES_BY,
  PASSES_BY_LABELS,
  type TEstateAsset,
  type TEstatePersonColumn,
  type TPersonAsset,
} from '@shared/estate/estate-summary-schemas';
import { OwnerBadge } from '@web/components/owner-badge';
import { TextLink } from '@web/components/ui/text-link';

type Props = {
  person: TEstatePersonColumn;
  /** Every record on the map, by `kind:id`. */
  assets: ReadonlyMap<string, TEstateAsset>;
  /** Each person's name, by key (for "counted in Maria Lopez's column"). */
  names: ReadonlyMap<string, string>;
  /** Whether the reader may change this household's records (a viewer gets no fix link). */
  canWrite: boolean;
};

export function assetKey(asset: Pick<TEstateAsset, 'kind' | 'id'>): string {
  return `${asset.kind}:${asset.id}`;
}

/** Where "Whose is this?" is answered: the titling table's row, or the policy's insured. */
export function holderFixLink(asset: TEstateAsset): string {
  return asset.kind === 'policy' ? asset.link : `#held-by-${asset.kind}-${asset.id}`;
}

function ValueText({
  entry,
  asset,
  names,
}: {
  entry: TPersonAsset;
  asset: TEstateAsset;
  names: Props['names'];
}) {
  if (entry.countedInKey)
    return (
      <>
        {formatCents(asset.valueCents)}
        <span className="block text-xs text-muted-foreground">
          Counted once, in {names.get(entry.countedInKey) ?? 'the other holder'}’s column
        </span>
      </>
    );
  if (entry.countedCents !== asset.valueCents)
    return (
      <>
        {formatCents(entry.countedCents)}
        <span className="block text-xs text-muted-foreground">
          Half of {formatCents(asset.valueCents)}
        </span>
      </>
    );
  return <>{formatCents(asset.valueCents)}</>;
}

/**
 * Issue 38: one person's estate. What passes under their will (probate) and what passes outside
 * it, route by route, with each record and who it goes to. The figures are this person's alone.
 */
export function PersonColumn({ person, assets, names, canWrite }: Props) {
  const headingId = useId();
  const outside = PASSES_BY.filter((route) => route !== 'will').reduce(
    (sum, route) => sum + person.byRoute[route],
    0,
  );
  return (
    <section
      aria-labelledby={headingId}
      className="grid content-start gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold break-words">
          {person.name}
        </h3>
        <div className="flex items-center gap-2">
          {person.isOwner && <span className="text-xs text-muted-foreground">Account owner</span>}
          <OwnerBadge ownerId={person.ownerId} />
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">Estimated probate estate</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatCents(person.probateCents)}</dd>
          <dd className="text-xs text-muted-foreground">
            Passes under {person.name}’s will, through the probate court.
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">Passes outside probate</dt>
          <dd className="text-xl font-semibold tabular-nums">{formatCents(outside)}</dd>
          <dd className="text-xs text-muted-foreground">
            {person.lifeInsuranceCents > 0
              ? `Including life insurance on ${person.name}’s life: ${formatCents(person.lifeInsuranceCents)}.`
              : 'Directly to the people named, to a joint owner, or through a trust.'}
          </dd>
        </div>
      </dl>
      {person.assets.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing recorded in {person.name}’s name.</p>
      ) : (
        PASSES_BY.map((route) => {
          const entries = person.assets.filter((entry) => entry.passesBy === route);
          if (entries.length === 0) return null;
          return (
            <div key={route} className="grid gap-1">
              <h4 className="text-sm font-semibold">{PASSES_BY_LABELS[route]}</h4>
              <ul
                aria-label={`${person.name}: ${PASSES_BY_LABELS[route].toLowerCase()}`}
                className="grid gap-2"
              >
                {entries.map((entry) => {
                  const asset = assets.get(assetKey(entry));
                  if (!asset) return null;
                  return (
                    <li
                      key={assetKey(entry)}
                      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 border-t border-border pt-2 text-sm"
                    >
                      <span className="font-medium wrap-anywhere">{asset.label}</span>
                      <span className="text-right tabular-nums">
                        <ValueText entry={entry} asset={asset} names={names} />
                      </span>
                      <span className="col-span-2 text-xs text-muted-foreground">
                        {asset.detail} · Goes to:{' '}
                        {entry.goesTo ??
                          (route === 'will'
                            ? `Whoever ${person.name}’s will names`
                            : 'Not recorded')}
                      </span>
                      {!asset.holderKnown && (
                        <span className="col-span-2 text-xs">
                          <span className="font-medium">Whose is this?</span> No name holds it, so
                          it is shown under {person.name}.
                          {canWrite && (
                            <>
                              {' '}
                              <TextLink to={holderFixLink(asset)}>
                                {asset.kind === 'policy' ? 'Set the insured' : 'Set who holds it'}
                                <span className="sr-only">: {asset.label}</span>
                              </TextLink>
                            </>
                          )}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
