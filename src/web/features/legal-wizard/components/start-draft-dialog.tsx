import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ZCreateLegalDraft, type TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_DOC_LABELS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { tooLong } from '@shared/validation/too-long';
import { AddingToNote } from '@web/components/adding-to-note';
import { FormDialog } from '@web/components/ui/form-dialog';
import { FormTextField } from '@web/components/ui/form-text-field';
import { FormUsStateField } from '@web/components/ui/form-us-state-field';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
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
  const navigate = useNavigate();
  const create = useCreateLegalDraft();
  const form = useForm<StartForm>({ resolver: zodResolver(ZStartForm), defaultValues: defaults });
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
    <FormDialog
      title={<>Start: {LEGAL_DOC_LABELS[kind]}</>}
      description={
        <>
          Nido fills in what your household already recorded. Your answers are saved at every step,
          so you can stop and come back.
          <AddingToNote />
        </>
      }
      className="max-w-lg"
      onSubmit={submit}
      busy={busy}
      submitLabel={existing ? 'Start another' : 'Start'}
      busyLabel="Starting…"
      onClose={onClose}
    >
      <div className="grid gap-4">
        <FormTextField
          form={form}
          name="principalName"
          id="legal-start-name"
          label="Whose document is it?"
          hint="Their full name. A couple makes one each."
          autoComplete="off"
        />
        <FormUsStateField
          form={form}
          name="state"
          id="legal-start-state"
          label="State they live in"
          hint="The document follows this state’s signing rules."
          emptyLabel="Choose a state"
        />
      </div>
      {existing && <ExistingDraftNote draft={existing} />}
    </FormDialog>
  );
}
