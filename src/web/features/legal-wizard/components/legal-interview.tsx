import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import type { TLegalChoices, TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_STEPS, LEGAL_STEP_LABELS } from '@shared/legal/legal-kinds';
import { StepActions } from '@web/features/onboarding/components/step-actions';
import { StepHeading } from '@web/features/onboarding/components/step-heading';
import { BusyButton } from '@web/components/ui/busy-button';
import { ApiError } from '@web/lib/api-error';
import { useGenerateLegalDocument, useSaveLegalDraft } from '../api/legal-mutations';
import { draftProgress } from '../lib/draft-progress';
import { useReviewAutosave } from '../lib/use-review-autosave';
import { STEP_INTROS } from '../lib/step-intros';
import { GeneratedDocument } from './generated-document';
import { LegalStepIndicator } from './legal-step-indicator';
import { ReviewStep } from './review-step';
import { SaveStatus } from './save-status';
import { AboutYouStep } from './steps/about-you-step';
import { AuthorizedPeopleStep } from './steps/authorized-people-step';
import { FamilyStep } from './steps/family-step';
import { FinalArrangementsStep } from './steps/final-arrangements-step';
import { GiftsStep } from './steps/gifts-step';
import { OtherWishesStep } from './steps/other-wishes-step';
import { AgentsStep, ExecutorStep, GuardiansStep } from './steps/people-steps';
import { PetsStep } from './steps/pets-step';
import { PowersStep } from './steps/powers-step';
import { ResiduaryStep } from './steps/residuary-step';
import type { StepProps } from './steps/step-props';
import { TreatmentStep } from './steps/treatment-step';
import { YoungBeneficiariesStep } from './steps/young-beneficiaries-step';

const STEP_FORMS: Record<string, ComponentType<StepProps>> = {
  about_you: AboutYouStep,
  family: FamilyStep,
  guardians: GuardiansStep,
  executor: ExecutorStep,
  gifts: GiftsStep,
  residuary: ResiduaryStep,
  young_beneficiaries: YoungBeneficiariesStep,
  pets: PetsStep,
  final_arrangements: FinalArrangementsStep,
  agents: AgentsStep,
  powers: PowersStep,
  treatment: TreatmentStep,
  other_wishes: OtherWishesStep,
  authorized_people: AuthorizedPeopleStep,
};

type Props = { draft: TLegalDraft; choices: TLegalChoices };

/**
 * The interview: one form over the draft's answers, shown a step at a time. Every Next, Back or
 * jump saves the whole answers object with the step it leads to, so the draft reopens where the
 * user left it and nothing typed is lost. The review step has no Next: what is typed there (a
 * will's witnesses) saves itself, and the checks re-run on the saved answers.
 */
export function LegalInterview({ draft, choices }: Props) {
  const steps = LEGAL_STEPS[draft.kind];
  const labels = steps.map((step) => LEGAL_STEP_LABELS[step] ?? step);
  const save = useSaveLegalDraft(draft.id);
  // Its own mutation, so a save in the background never disables Create or the Edit buttons
  // between a press and its release.
  const autosave = useSaveLegalDraft(draft.id);
  const generate = useGenerateLegalDocument(draft.id);
  const [step, setStep] = useState(() => draftProgress(draft).index);
  // Focus follows a change of step (not the arrival), so a screen reader reads the new step.
  const [moved, setMoved] = useState(false);
  const generatedRef = useRef<HTMLHeadingElement>(null);
  const [justCreated, setJustCreated] = useState(false);
  const form = useForm<FieldValues>({
    resolver: zodResolver(LEGAL_ANSWER_SCHEMAS[draft.kind]) as unknown as Resolver<FieldValues>,
    defaultValues: draft.answers as FieldValues,
  });

  useEffect(() => {
    if (justCreated) generatedRef.current?.focus();
  }, [justCreated, draft.versions.length]);

  const stepName = steps[step] ?? 'review';
  const isReview = stepName === 'review';
  const busy = save.isPending || generate.isPending;

  /** Saves the answers with `next` as the step to come back to; false when it could not. */
  const saveAnswers = (next: number, mutation: typeof save = save) =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (answers) => {
          try {
            await mutation.mutateAsync({ step: next, answers });
            resolve(true);
          } catch (error) {
            // The server names fields by their place in the answers ("answers.executor.name").
            const fields = error instanceof ApiError ? error.fields : {};
            for (const [path, message] of Object.entries(fields))
              form.setError(path.replace(/^answers\./, ''), { message }, { shouldFocus: true });
            resolve(false);
          }
        },
        () => resolve(false),
      )();
    });

  const reviewEdits = useReviewAutosave(form, {
    prefix: 'witnesses.',
    enabled: isReview && draft.kind === 'will',
    save: () => saveAnswers(step, autosave),
  });

  /** Saves the whole form itself, after the review's own save under way, if any, has answered. */
  const saveAll = async (next: number) => {
    reviewEdits.cancel();
    await reviewEdits.settled();
    return saveAnswers(next);
  };

  const goTo = async (next: number) => {
    if (!(await saveAll(next))) return;
    setStep(next);
    setMoved(true);
    setJustCreated(false);
  };

  const create = async (replaceCurrent: boolean) => {
    if (!(await saveAll(step))) return;
    generate.mutate(replaceCurrent, { onSuccess: () => setJustCreated(true) });
  };

  const StepForm = STEP_FORMS[stepName];
  // Whether the answers are saved is what the last save sent said.
  const latestSave = autosave.submittedAt > save.submittedAt ? autosave : save;

  return (
    <div className="grid gap-6">
      <LegalStepIndicator
        labels={labels}
        current={step}
        onGoTo={(next) => void goTo(next)}
        busy={busy}
      />
      <form
        noValidate
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isReview) void goTo(step + 1);
        }}
      >
        <StepHeading
          // Keyed so a new step's heading mounts and takes focus.
          key={stepName}
          title={labels[step] ?? ''}
          description={STEP_INTROS[stepName] ?? ''}
          takeFocus={moved}
        />
        {StepForm && <StepForm form={form} kind={draft.kind} choices={choices} />}
        {isReview && (
          <ReviewStep
            draft={draft}
            form={form}
            onGoTo={(next) => void goTo(next)}
            onCreate={(replaceCurrent) => void create(replaceCurrent)}
            onLeaveField={reviewEdits.flush}
            saving={save.isPending}
            creating={generate.isPending}
          />
        )}
        <div className="grid gap-3">
          <SaveStatus
            saving={save.isPending || autosave.isPending}
            failed={latestSave.isError}
            savedAt={draft.updatedAt}
          />
          <StepActions busy={busy} onBack={step > 0 ? () => void goTo(step - 1) : undefined}>
            {!isReview && (
              <BusyButton
                type="submit"
                busy={save.isPending}
                busyLabel="Saving…"
                className="w-full sm:w-auto"
              >
                Next
              </BusyButton>
            )}
          </StepActions>
        </div>
      </form>
      {isReview && <GeneratedDocument draft={draft} headingRef={generatedRef} />}
    </div>
  );
}
