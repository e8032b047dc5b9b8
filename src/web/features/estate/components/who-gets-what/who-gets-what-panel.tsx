import { useMemo } from 'react';
import { LoadingStatus } from '@web/components/loading-status';
import { QueryView } from '@web/components/query-view';
import { RegionCard } from '@web/components/ui/region-card';
import { TextLink } from '@web/components/ui/text-link';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useEstateSummary } from '../../api/summary-query';
import { useSetTitling } from '../../api/summary-titling';
import { assetKey, PersonColumn } from './person-column';
import { TitlingTable } from './titling-table';

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
 * Issues 14 and 38, "Who gets what" for the households on screen: each person's estate side by
 * side (the owner and the principals of the wills and trusts, and anyone a record is held in),
 * with what passes under that person's will and what passes outside it, route by route. Two
 * people's probate estates are never added into one figure. Below, whoever may change the
 * household says whose name holds each account and property and how it is titled.
 */
export function WhoGetsWhatPanel() {
  const summary = useEstateSummary();
  const { canWrite } = useHouseholdPermissions();
  const titling = useSetTitling();
  const savingId = titling.isPending ? (titling.variables?.assetId ?? null) : null;
  const data = summary.data;
  const assets = useMemo(
    () => new Map((data?.assets ?? []).map((asset) => [assetKey(asset), asset])),
    [data],
  );
  const names = useMemo(
    () => new Map((data?.people ?? []).map((person) => [person.key, person.name])),
    [data],
  );

  return (
    <RegionCard
      title="Who gets what"
      description="Each person’s estate on its own: what passes under their will and what passes outside it. Values are gross: loans and mortgages are not subtracted, and investments count their priced holdings."
    >
      <QueryView
        query={summary}
        loading={
          <LoadingStatus
            label="Loading who gets what…"
            className="grid gap-3"
            skeletons={['h-24', 'h-40']}
          />
        }
        errorTitle="We couldn't load who gets what"
      >
        {({ assets: assetList, people }) => (
          <>
            {assetList.length === 0 ? (
              <NothingRecorded />
            ) : (
              <div
                className={
                  people.length > 2
                    ? 'grid gap-4 md:grid-cols-2 xl:grid-cols-3'
                    : 'grid gap-4 md:grid-cols-2'
                }
              >
                {people.map((person) => (
                  <PersonColumn
                    key={person.key}
                    person={person}
                    assets={assets}
                    names={names}
                    canWrite={canWrite(person.ownerId)}
                  />
                ))}
              </div>
            )}
            <TitlingTable
              assets={assetList}
              people={people}
              canWrite={canWrite}
              savingId={savingId}
              onSave={(input) => titling.mutate(input)}
            />
          </>
        )}
      </QueryView>
    </RegionCard>
  );
}
