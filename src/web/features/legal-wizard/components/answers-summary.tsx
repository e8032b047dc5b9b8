import type { TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import { Button } from '@web/components/ui/button';
import { answerSummary } from '../lib/answer-summary';

type Props = {
  draft: TLegalDraft;
  /** Opens a step; null where the draft may only be read. */
  onEdit: ((step: number) => void) | null;
  busy: boolean;
};

/** The saved answers, one block per step, each with "Edit" back to its step. */
export function AnswersSummary({ draft, onEdit, busy }: Props) {
  // The server saves parsed answers; parsing again fills any default a stored draft lacks.
  const parsed = LEGAL_ANSWER_SCHEMAS[draft.kind].safeParse(draft.answers);
  if (!parsed.success) return null;
  const sections = answerSummary(draft.kind, parsed.data);
  return (
    <div className="grid gap-3">
      {sections.map((section) => (
        <div key={section.step} className="grid gap-2 rounded-lg border p-3">
          <div className="flex min-h-8 items-center justify-between gap-2">
            <h4 className="font-semibold">{section.title}</h4>
            {onEdit && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Edit ${section.title}`}
                onClick={() => onEdit(section.step)}
              >
                Edit
              </Button>
            )}
          </div>
          <dl className="grid gap-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr] sm:gap-x-4">
            {section.lines.map((line, index) => (
              <div key={`${line.label}-${index}`} className="contents">
                <dt className="text-muted-foreground">{line.label}</dt>
                <dd className="break-words">{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
