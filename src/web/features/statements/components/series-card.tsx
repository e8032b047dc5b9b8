import { useId } from 'react';
import { formatCents } from '@shared/finance/money';
import { NotSavedAlert } from '@web/components/not-saved-alert';
import { Badge } from '@web/components/ui/badge';
import { Checkbox } from '@web/components/ui/checkbox';
import { cn } from '@web/lib/utils';
import type { DraftProblems } from '../lib/draft-problems';
import type { HomeAddress } from '../lib/home-addresses';
import type { SeriesDraft } from '../lib/series-draft';
import { SeriesFacts } from './series-facts';
import { SeriesFields } from './series-fields';
import { SeriesMatchChoice } from './series-match-choice';

type Props = {
  draft: SeriesDraft;
  homes: readonly HomeAddress[];
  /** What must be put right before saving, shown once Save has been tried. */
  problems: DraftProblems | null;
  /** Why the last save of this bill failed, in the server's words. */
  failure: string | undefined;
  onChange: (draft: SeriesDraft) => void;
};

/**
 * One bill found in the statements: ticked to be saved, and then what is saved (a new obligation
 * or the one it matched updated). Unticked it shows only what was found. A card at every width:
 * its fields sit side by side from the small breakpoint up and stack on a phone.
 */
export function SeriesCard({ draft, homes, problems, failure, onChange }: Props) {
  const titleId = useId();
  const { series } = draft;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'grid min-w-0 gap-3 rounded-xl border p-4',
        draft.include ? 'bg-card' : 'bg-muted/30',
      )}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${titleId}-include`}
          checked={draft.include}
          onCheckedChange={(checked) => onChange({ ...draft, include: checked === true })}
          aria-label={`Save ${series.vendor}`}
          className="mt-1"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 id={titleId} className="font-semibold break-words">
              {series.vendor}
            </h4>
            <span className="text-sm tabular-nums">{formatCents(series.amountCents)}</span>
            {!series.match && <Badge variant="secondary">New</Badge>}
          </div>
          <SeriesFacts draft={draft} />
        </div>
      </div>
      <NotSavedAlert problems={problems?.form ? [problems.form] : []} failure={failure} />
      {draft.include && (
        <>
          <SeriesMatchChoice draft={draft} onChange={onChange} />
          <SeriesFields
            draft={draft}
            idPrefix={titleId}
            homes={homes}
            problems={problems ?? {}}
            onChange={onChange}
          />
        </>
      )}
    </article>
  );
}
