import { useId } from 'react';
import { AlertCircle } from 'lucide-react';
import { formatCents } from '@shared/finance/money';
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
  const messages = [...(problems?.form ? [problems.form] : []), ...(failure ? [failure] : [])];
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
      {messages.length > 0 && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/50 p-3 text-sm text-destructive"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid gap-1">
            <p className="font-medium">
              {failure ? 'Not saved yet' : 'Complete this bill before saving'}
            </p>
            <ul className="grid gap-0.5">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
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
