import { useId, type Ref } from 'react';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import type { DraftProblems } from '../lib/draft-problems';
import type { HomeAddress } from '../lib/home-addresses';
import type { IncomeChoice } from '../lib/income-choices';
import { isAlreadySaved, isTransfer } from '../lib/review-groups';
import type { SeriesDraft } from '../lib/series-draft';
import { IncomeChoiceList } from './income-choice-list';
import { SeriesCard } from './series-card';
import { OtherSeriesList } from './other-series-list';

type Props = {
  drafts: readonly SeriesDraft[];
  /** Every series found, for what is only counted or listed (saved already, transfers). */
  series: readonly TDetectedSeries[];
  /** The pay found, to keep as the household's income. */
  income: readonly IncomeChoice[];
  onIncomeChange: (choice: IncomeChoice) => void;
  homes: readonly HomeAddress[];
  problemsOf: (draft: SeriesDraft) => DraftProblems | null;
  failures: ReadonlyMap<string, string>;
  onChange: (draft: SeriesDraft) => void;
  /** The heading focus moves to once the statements are read. */
  headingRef: Ref<HTMLHeadingElement>;
};

/** What the review offers, and what it leaves out because it is saved already. */
function summary(offered: number, ended: number, alreadySaved: number): string {
  const saved = `${alreadySaved} already in your obligations.`;
  if (offered > 0)
    return `Tick the bills to save; nothing is saved until you choose.${alreadySaved > 0 ? ` ${saved}` : ''}`;
  if (alreadySaved > 0) return `Nothing new to save: ${saved}`;
  if (ended > 0) return 'None of the bills found is still charged.';
  return 'No charges that come back regularly were found in these statements.';
}

/**
 * The bills found, to choose from: the active ones ticked, the ended ones apart and unticked; a
 * count of those already saved as found; the pay found, to keep as income; transfers folded away.
 */
export function SeriesReview({
  drafts,
  series,
  income,
  onIncomeChange,
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
          {active.length === 0 ? 'No new bills found' : `Bills found (${active.length})`}
        </h3>
        <p className="text-sm text-muted-foreground">
          {summary(active.length, ended.length, alreadySaved)}
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
      <IncomeChoiceList choices={income} onChange={onIncomeChange} />
      <OtherSeriesList series={series.filter(isTransfer)} />
    </div>
  );
}
