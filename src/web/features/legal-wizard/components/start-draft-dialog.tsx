import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ZCreateLegalDraft, type TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_DOC_LABELS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { US_STATES } from '@shared/onboarding/onboarding-schemas';
import { tooLong } from '@shared/validation/too-long';
import { AddingToNote } from '@web/components/adding-to-note';
import { BusyButton } from '@web/components/ui/busy-button';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { errorMessage } from '@web/lib/api-error';
import { useCreateLegalDraft } from '../api/legal-mutations';
import { legalDraftPath } from '../lib/legal-paths';
import { ExistingDraftNote, existingDraftFor } from './existing-draft-note';

const ZStartForm = ZCreateLegalDraft.pick({ state: true }).extend({
  principalName: z
    .string()
    .trim()
    .min(1, 'Enter whose document this is')
    .max(200, tooLong('name', 200)),
});
type StartForm = z.input<typeof ZStartForm>;

type Props = {
  kind: TLegalDocKind;
  /** The household it goes to. */
  ownerId: string;
  defaults: { principalName: string; state: string };
  /** This household's drafts of this kind: a person who has one is offered to continue it. */
  drafts: readonly TLegalDraft[];
  onClose: () => void;
};

/** "Start": whose document it is and the state whose rules it follows, then the interview. */
export function StartDraftDialog({ kind, ownerId, defaults, drafts, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const navigate = useNavigate();
  const create = useCreateLegalDraft();
  const form = useForm<StartForm>({ resolver: zodResolver(ZStartForm), defaultValues: defaults });
  const { errors } = form.formState;
  const busy = create.isPending;
  const existing = existingDraftFor(
    drafts,
    useWatch({ control: form.control, name: 'principalName' }) ?? '',
  );
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { kind, ownerId, principalName: values.principalName, state: values.state },
      {
        onSuccess: (draft) => void navigate(legalDraftPath(draft.id)),
        onError: (error) => {
          if (!applyServerFieldErrors(error, form.setError, ['principalName', 'state']))
            toast.error('Could not start the document', { description: errorMessage(error) });
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent onCloseAutoFocus={returnFocus.onCloseAutoFocus} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Start: {LEGAL_DOC_LABELS[kind]}</DialogTitle>
          <DialogDescription>
            Nido fills in what your household already recorded. Your answers are saved at every
            step, so you can stop and come back.
            <AddingToNote />
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6">
          <div className="grid gap-4">
            <Field
              id="legal-start-name"
              label="Whose document is it?"
              hint="Their full name. A couple makes one each."
              error={errors.principalName?.message}
            >
              {(control) => (
                <Input autoComplete="off" {...control} {...form.register('principalName')} />
              )}
            </Field>
            <Field
              id="legal-start-state"
              label="State they live in"
              hint="The document follows this state’s signing rules."
              error={errors.state?.message}
            >
              {(control) => (
                <NativeSelect {...control} {...form.register('state')}>
                  <option value="">Choose a state</option>
                  {US_STATES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          {existing && <ExistingDraftNote draft={existing} />}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={busy} busyLabel="Starting…">
              {existing ? 'Start another' : 'Start'}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
