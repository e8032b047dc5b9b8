import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { TLegalCheck } from '@shared/legal/legal-api';
import { LEGAL_STEP_LABELS, LEGAL_STEPS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { textLinkClass } from '@web/components/ui/text-link';
import { cn } from '@web/lib/utils';

type Props = {
  kind: TLegalDocKind;
  checks: readonly TLegalCheck[];
  /** Saves and opens the step that fixes a check. */
  onFix: (step: number) => void;
  busy: boolean;
};

const ORDER = (check: TLegalCheck) => (check.ok ? 2 : check.severity === 'error' ? 0 : 1);

/**
 * The checks on the answers, problems first: an error stops the document, a warning may be
 * accepted. Each says why it matters and offers the step that fixes it.
 */
export function LegalChecksList({ kind, checks, onFix, busy }: Props) {
  const sorted = [...checks].sort((a, b) => ORDER(a) - ORDER(b));
  return (
    <ul className="grid gap-3">
      {sorted.map((check) => {
        const stepName = LEGAL_STEPS[kind][check.step] ?? '';
        const status = check.ok ? 'Done' : check.severity === 'error' ? 'Needs fixing' : 'Warning';
        const Icon = check.ok ? CheckCircle2 : check.severity === 'error' ? XCircle : AlertTriangle;
        return (
          <li
            key={`${check.id}-${check.title}`}
            className={cn(
              'flex gap-3 rounded-lg border p-3',
              !check.ok && check.severity === 'error' && 'border-destructive/60',
            )}
          >
            <Icon
              aria-hidden
              className={cn(
                'mt-0.5 size-5 shrink-0',
                check.ok
                  ? 'text-primary'
                  : check.severity === 'error'
                    ? 'text-destructive'
                    : 'text-muted-foreground',
              )}
            />
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="font-medium">
                <span className="sr-only">{status}: </span>
                {check.title}
              </p>
              {!check.ok && (
                <>
                  <p className="text-sm text-muted-foreground">{check.explanation}</p>
                  {stepName !== 'review' && (
                    <button
                      type="button"
                      className={cn(textLinkClass, 'w-fit text-sm disabled:opacity-50')}
                      onClick={() => onFix(check.step)}
                      disabled={busy}
                      aria-label={`Fix this: ${check.title} (${LEGAL_STEP_LABELS[stepName] ?? 'step'})`}
                    >
                      Fix this
                    </button>
                  )}
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
