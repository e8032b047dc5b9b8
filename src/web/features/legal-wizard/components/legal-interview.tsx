import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LEGAL_ANSWER_SCHEMAS } from '@shared/legal/legal-answers';
import type { TLegalChoices, TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_STEPS, LEGAL_STEP_LABELS } from '@shared/legal/legal-kinds';
import { StepActions } from '@web/features/onboarding/components/step-actions';
import { StepHeading } from '@web/features/onboarding/components/step-heading';
import { BusyButton } from '@web/components/ui/busy-button';
import { ApiError, errorMessage } from '@web/lib/api-error';
import { useGenerateLegalDocument, useSaveLegalDraft } from '../api/legal-mutations';
import { draftProgress } from '../lib/draft-progress';
import { useReviewAutosave } from '../lib/use-review-autosave';
import { STEP_INTROS } from '../lib/step-intros';
import { GeneratedDocument } from './generated-document';
import { LegalStepIndicator } from './legal-step-indicator';
import { ReviewStep, type SaveProblem } from './review-step';
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
 * The step whose form holds each answer (by its first name in the answers), so a message about a
 * field that is not on screen can say where to fix it.
 */
const STEP_OF_ANSWER: Record<string, string> = {
  testator: 'about_you',
  principal: 'about_you',
  maritalStatus: 'family',
  spouseName: 'family',
  children: 'family',
  guardian: 'guardians',
  alternateGuardian: 'guardians',
  executor: 'executor',
  alternateExecutor: 'executor',
  specificGifts: 'gifts',
  residuary: 'residuary',
  youngBeneficiaries: 'young_beneficiaries',
  pets: 'pets',
  finalArrangements: 'final_arrangements',
  witnesses: 'review',
  agent: 'agents',
  alternateAgent: 'agents',
  effective: 'powers',
  powers: 'powers',
  agentCompensation: 'powers',
  specialInstructions: 'powers',
  lifeSustaining: 'treatment',
  artificialNutrition: 'treatment',
  painRelief: 'treatment',
  organDonation: 'treatment',
  organDonationDetails: 'treatment',
  primaryPhysician: 'other_wishes',
  otherWishes: 'other_wishes',
  authorizedPeople: 'authorized_people',
  expiresOn: 'authorized_people',
  includePsychotherapyNotes: 'authorized_people',
};

/** The first field message in a form's errors, with its path ("executor.name"). */
function firstFieldError(errors: FieldErrors, at = ''): { path: string; message: string } | null {
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref' || !value || typeof value !== 'object') continue;
    const path = at ? `${at}.${key}` : key;
    if ('message' in value && typeof value.message === 'string' && value.message)
      return { path, message: value.message };
    const inner = firstFieldError(value as FieldErrors, path);
    if (inner) return inner;
  }
  return null;
}

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
  // The step the draft is saved at: a save waiting in the queue sends it, not the step shown
  // when it was queued (an edit typed during Back is saved with the step Back leads to).
  const savedStep = useRef(step);
  // Why the last save did not happen, shown on the review step, where the field may not be.
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  // A move or Create waits in the queue behind a save: its buttons are busy meanwhile.
  const [moving, setMoving] = useState(false);
  const form = useForm<FieldValues>({
    resolver: zodResolver(LEGAL_ANSWER_SCHEMAS[draft.kind]) as unknown as Resolver<FieldValues>,
    defaultValues: draft.answers as FieldValues,
  });

  useEffect(() => {
    if (justCreated) generatedRef.current?.focus();
  }, [justCreated, draft.versions.length]);

  const stepName = steps[step] ?? 'review';
  const isReview = stepName === 'review';
  const busy = moving || save.isPending || generate.isPending;

  /** Records why a save did not happen, naming the step of the field at fault. */
  const failed = (path: string | null, message: string) => {
    const at = path ? steps.indexOf(STEP_OF_ANSWER[path.split('.')[0] ?? ''] ?? '') : -1;
    setProblem({ message, step: at >= 0 ? at : null });
  };

  /** Saves the answers with `next` as the step to come back to; false when it could not. */
  const saveAnswers = (next: number, mutation: typeof save = save) =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (answers) => {
          try {
            await mutation.mutateAsync({ step: next, answers });
            savedStep.current = next;
            setProblem(null);
            resolve(true);
          } catch (error) {
            // The server names fields by their place in the answers ("answers.executor.name").
            const fields = Object.entries(error instanceof ApiError ? error.fields : {}).map(
              ([path, message]) => [path.replace(/^answers\./, ''), message] as const,
            );
            for (const [path, message] of fields)
              form.setError(path, { message }, { shouldFocus: true });
            const [field] = fields;
            failed(field?.[0] ?? null, field?.[1] ?? errorMessage(error));
            resolve(false);
          }
        },
        (errors) => {
          // A field of another step can fail here too (saved before a limit existed): say which.
          const field = firstFieldError(errors);
          failed(field?.path ?? null, field?.message ?? 'Some answers need fixing.');
          resolve(false);
        },
      )();
    });

  const reviewEdits = useReviewAutosave(form, {
    prefix: 'witnesses.',
    enabled: isReview && draft.kind === 'will',
    save: () => saveAnswers(savedStep.current, autosave),
  });

  const open = (next: number) => {
    setStep(next);
    setMoved(true);
    setJustCreated(false);
  };

  /** Saves the whole form with `next`, in the one queue of saves; then `after`, still in it. */
  const saveAll = async (next: number, after?: () => Promise<unknown>) => {
    setMoving(true);
    try {
      return await reviewEdits.saveAll(() => saveAnswers(next), after);
    } finally {
      setMoving(false);
    }
  };

  const goTo = async (next: number) => {
    if (await saveAll(next)) open(next);
  };

  const create = async (replaceCurrent: boolean) => {
    // Made in the queue, so no save changes the answers while the PDF is made from them.
    await saveAll(step, async () => {
      try {
        await generate.mutateAsync(replaceCurrent);
        setJustCreated(true);
      } catch {
        // useGenerateLegalDocument says why, and the checks are read again.
      }
    });
  };

  /** Opens a step without saving (what could not be saved stays in the form, to fix there). */
  const openUnsaved = (next: number) => {
    reviewEdits.cancel();
    open(next);
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
            problem={problem}
            onOpenStep={openUnsaved}
            saving={moving || save.isPending}
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
