import { useState } from 'react';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_STEPS, LEGAL_STEP_LABELS } from '@shared/legal/legal-kinds';
import { LoadError } from '@web/components/load-error';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { BusyButton } from '@web/components/ui/busy-button';
import { RadioCards } from '@web/components/ui/radio-cards';
import { Skeleton } from '@web/components/ui/skeleton';
import { docInSentence } from '../lib/doc-in-sentence';
import { useLegalChecks } from '../api/legal-queries';
import type { LegalForm } from '../lib/legal-form-type';
import { AnswerInput } from './answer-fields';
import { AnswersSummary } from './answers-summary';
import { LegalChecksList } from './legal-checks-list';
import { SigningSection } from './signing-section';

/** Why the answers could not be saved, and the step of the field at fault, when known. */
export type SaveProblem = { message: string; step: number | null };

type Props = {
  draft: TLegalDraft;
  form: LegalForm;
  /** Saves the answers, then opens `step`. */
  onGoTo: (step: number) => void;
  /** Saves the answers, then makes the PDF. */
  onCreate: (replaceCurrent: boolean) => void;
  /** A witness field was left: what was typed in it is saved now, and the checks re-run. */
  onLeaveField: () => void;
  /** The last save did not happen (a field's message, the server's or the network's answer). */
  problem: SaveProblem | null;
  /** Opens `step` without saving, to fix the field the save stopped on. */
  onOpenStep: (step: number) => void;
  saving: boolean;
  creating: boolean;
};

type Replace = 'replace' | 'keep';

/**
 * The last step: the answers, the checks (an error stops the document), how the state wants it
 * signed, and "Create document". A will's witnesses are answered here; they save as they are
 * typed (useReviewAutosave) and the checks, read from the server, follow the saved answers. Once a version exists, the next one replaces it on the estate
 * plan only if the user says so.
 */
export function ReviewStep({
  draft,
  form,
  onGoTo,
  onCreate,
  onLeaveField,
  problem,
  onOpenStep,
  saving,
  creating,
}: Props) {
  const checks = useLegalChecks(draft.id, true);
  const [replace, setReplace] = useState<Replace>('replace');
  const blocking = (checks.data ?? []).filter((check) => !check.ok && check.severity === 'error');
  const hasVersion = draft.versions.length > 0;
  const busy = saving || creating;
  const notice = problem && (
    <SaveProblemNotice draft={draft} problem={problem} onOpenStep={onOpenStep} busy={busy} />
  );

  return (
    <div className="grid gap-8">
      <section aria-labelledby="legal-summary-title" className="grid gap-3">
        <h3 id="legal-summary-title" className="text-lg font-semibold">
          Your answers
        </h3>
        <AnswersSummary draft={draft} onEdit={onGoTo} busy={busy} />
      </section>

      {draft.kind === 'will' && (
        <section aria-labelledby="legal-witnesses-title" className="grid gap-3">
          <h3 id="legal-witnesses-title" className="text-lg font-semibold">
            Witnesses (optional)
          </h3>
          <p className="text-sm text-muted-foreground">
            If you already know who will witness your signing, name them so Nido can check they
            receive nothing under the will. They can also be written in by hand.
          </p>
          {/* Typing saves itself a moment later; leaving a field saves it at once. */}
          <div className="grid items-start gap-4 sm:grid-cols-2" onBlur={onLeaveField}>
            <AnswerInput form={form} name="witnesses.0.name" label="First witness" />
            <AnswerInput form={form} name="witnesses.1.name" label="Second witness" />
          </div>
          {notice}
        </section>
      )}

      <section aria-labelledby="legal-checks-title" className="grid gap-3">
        <h3 id="legal-checks-title" className="text-lg font-semibold">
          Checks before your document is made
        </h3>
        {checks.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Checking your answers">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : checks.isError ? (
          <LoadError
            title="We couldn't check your answers"
            onRetry={() => void checks.refetch()}
            retrying={checks.isFetching}
            inCard
          />
        ) : (
          <LegalChecksList kind={draft.kind} checks={checks.data} onFix={onGoTo} busy={busy} />
        )}
      </section>

      <SigningSection draft={draft} heading="h3" />

      <section aria-labelledby="legal-create-title" className="grid gap-4">
        <h3 id="legal-create-title" className="text-lg font-semibold">
          Create your {docInSentence(draft.kind)}
        </h3>
        {hasVersion && (
          <RadioCards<Replace>
            legend="You already made a version of this document"
            value={replace}
            onValueChange={setReplace}
            options={[
              {
                value: 'replace',
                label: 'Replace the current one on my estate plan',
                hint: 'The earlier version stays readable in the document hub.',
              },
              {
                value: 'keep',
                label: 'Keep it as another version',
                hint: 'Your estate plan keeps pointing at the current one.',
              },
            ]}
          />
        )}
        {draft.kind !== 'will' && notice}
        {blocking.length > 0 && (
          <p className="text-sm font-medium text-destructive" role="status">
            Fix{' '}
            {blocking.length === 1 ? 'the check marked' : `the ${blocking.length} checks marked`}{' '}
            “Needs fixing” above to create the document.
          </p>
        )}
        <BusyButton
          busy={creating}
          busyLabel="Creating…"
          className="w-full sm:w-fit"
          disabled={saving || checks.isPending || checks.isError || blocking.length > 0}
          onClick={() => onCreate(!hasVersion || replace === 'replace')}
        >
          Create document
        </BusyButton>
      </section>
    </div>
  );
}

/**
 * Shown when a save did not happen: the review has no Next to show a field's message beside, and
 * the field at fault may be on another step, so it is named here with the way to it.
 */
function SaveProblemNotice({
  draft,
  problem,
  onOpenStep,
  busy,
}: {
  draft: TLegalDraft;
  problem: SaveProblem;
  onOpenStep: (step: number) => void;
  busy: boolean;
}) {
  const { step } = problem;
  const stepName = step === null ? undefined : LEGAL_STEPS[draft.kind][step];
  const elsewhere = stepName && stepName !== 'review' ? LEGAL_STEP_LABELS[stepName] : undefined;
  const message = problem.message.replace(/\.$/, '');
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription className="grid gap-2 text-foreground">
        <p>
          Not saved: {elsewhere ? `${elsewhere}: ${message}` : message}. Your answers are still
          here.
        </p>
        {elsewhere && step !== null && (
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={busy}
            onClick={() => onOpenStep(step)}
          >
            Open {elsewhere}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
