import { useId, type Ref } from 'react';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import type { DraftProblems } from '../lib/draft-problems';
import type { HomeAddress } from '../lib/home-addresses';
import { isAlreadySaved, isNotABill } from '../lib/review-groups';
import type { SeriesDraft } from '../lib/series-draft';
import { SeriesCard } from './series-card';
import { OtherSeriesList } from './other-series-list';

type Props = {
  drafts: readonly SeriesDraft[];
  /** Every series found, for what is only counted or listed (saved already, income, transfers). */
  series: readonly TDetectedSeries[];
  homes: readonly HomeAddress[];
  problemsOf: (draft: SeriesDraft) => DraftProblems | null;
  failures: ReadonlyMap<string, string>;
  onChange: (draft: SeriesDraft) => void;
  /** The heading focus moves to once the statements are read. */
  headingRef: Ref<HTMLHeadingElement>;
};

function obligationsWord(count: number) {
  return `${count} already in your obligations`;
}

/**
 * The bills found, to choose from: the active ones ticked, the ended ones apart and unticked; a
 * count of those already saved as found; income and transfers folded away.
 */
export function SeriesReview({
  drafts,
  series,
  homes,
  problemsOf,
  failures,
  onChange,
  headingRef,
}: Props) {
  const headingId = useId();
  const endedId = useId();
  const active = drafts.filter((draft) => draft.series.active);
  const ended = drafts.filter((draft) => !draft.series.active);
  const alreadySaved = series.filter(isAlreadySaved).length;
  const card = (draft: SeriesDraft) => (
    <SeriesCard
      key={draft.key}
      draft={draft}
      homes={homes}
      problems={problemsOf(draft)}
      failure={failures.get(draft.key)}
      onChange={onChange}
    />
  );
  return (
    <div className="grid gap-4">
      <section aria-labelledby={headingId} className="grid gap-3">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
          {drafts.length === 0 ? 'No new bills found' : `Bills found (${drafts.length})`}
        </h3>
        <p className="text-sm text-muted-foreground">
          {drafts.length === 0
            ? alreadySaved > 0
              ? `Nothing new to save: ${obligationsWord(alreadySaved)}.`
              : 'No charges that come back regularly were found in these statements.'
            : `Tick the bills to save; nothing is saved until you choose.${
                alreadySaved > 0 ? ` ${obligationsWord(alreadySaved)}.` : ''
              }`}
        </p>
        {active.map(card)}
      </section>
      {ended.length > 0 && (
        <section aria-labelledby={endedId} className="grid gap-3">
          <h3 id={endedId} className="font-semibold">
            Ended ({ended.length})
          </h3>
          <p className="text-sm text-muted-foreground">
            No charge for a while, so probably cancelled. Tick one to save it anyway.
          </p>
          {ended.map(card)}
        </section>
      )}
      <OtherSeriesList series={series.filter(isNotABill)} />
    </div>
  );
}
