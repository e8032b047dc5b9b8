import { useId } from 'react';
import {
  PASSES_BY,
  type TEstateAsset,
  type TPassesBy,
} from '@shared/estate/estate-summary-schemas';
import { LoadError } from '@web/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { TextLink } from '@web/components/ui/text-link';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useEstateSummary } from '../../api/summary-query';
import { useSetTitling } from '../../api/summary-titling';
import { EstateTotals } from './estate-totals';
import { PassesByGroup } from './passes-by-group';

function NothingRecorded() {
  return (
    <p className="text-sm text-muted-foreground">
      No assets recorded yet. Add your <TextLink to="/accounts">financial accounts</TextLink>,{' '}
      <TextLink to="/investments">investments</TextLink> and{' '}
      <TextLink to="/properties">properties</TextLink>, and life insurance on the Insurance tab, to
      see who gets what.
    </p>
  );
}

/**
 * Issue 14 "Who gets what" for the households on screen: every recorded asset grouped by how it
 * passes at death (beneficiary designation, payable or transfer on death, joint with
 * survivorship, trust, or the will through probate), with the estimated probate estate and the
 * non-probate total. Whoever may change the household says how each account and property passes.
 */
export function WhoGetsWhatPanel() {
  const summary = useEstateSummary();
  const { canWrite } = useHouseholdPermissions();
  const titling = useSetTitling();
  const titleId = useId();
  const savingId = titling.isPending ? (titling.variables?.assetId ?? null) : null;
  const onTitling = (
    asset: TEstateAsset & { kind: 'asset' | 'property' },
    passesBy: TPassesBy | null,
  ) => titling.mutate({ assetKind: asset.kind, assetId: asset.id, passesBy });

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          Who gets what
        </h2>
        <CardDescription>
          How each asset passes at death. Values are gross: loans and mortgages are not subtracted,
          and investments count their priced holdings.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {summary.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading who gets what…</span>
            <Skeleton className="h-24" />
            <Skeleton className="h-40" />
          </div>
        ) : summary.isError ? (
          <LoadError
            title="We couldn't load who gets what"
            onRetry={() => void summary.refetch()}
            retrying={summary.isFetching}
            inCard
          />
        ) : (
          <>
            <EstateTotals
              probateCents={summary.data.probateCents}
              nonProbateCents={summary.data.nonProbateCents}
              lifeInsuranceCents={summary.data.lifeInsuranceCents}
            />
            {summary.data.assets.length === 0 ? (
              <NothingRecorded />
            ) : (
              PASSES_BY.map((passesBy) => {
                const assets = summary.data.assets.filter((asset) => asset.passesBy === passesBy);
                return assets.length === 0 ? null : (
                  <PassesByGroup
                    key={passesBy}
                    passesBy={passesBy}
                    assets={assets}
                    canWrite={canWrite}
                    savingId={savingId}
                    onTitling={onTitling}
                  />
                );
              })
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
