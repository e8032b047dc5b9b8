import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FULL_ADVISOR_SCOPE, ZAdvisorScope } from '@shared/advisors/advisor-scope';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useChangeScope } from '../api/access-mutations';
import { AccessScopeFields } from './access-scope-fields';

type Props = { advisor: TAdvisor; onClose: () => void };

const ZScopeForm = z.object({ scope: ZAdvisorScope });

/**
 * "Edit what they see" (issue 35): the same choice as when access was given, for a running or
 * expired grant or an invitation not accepted yet. The change applies from the advisor's next
 * request; the level and the end date stay as they are.
 */
export function EditScopeDialog({ advisor, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const change = useChangeScope();
  const current = advisor.access.scope ?? FULL_ADVISOR_SCOPE;
  const form = useForm<z.input<typeof ZScopeForm>, unknown, z.output<typeof ZScopeForm>>({
    resolver: zodResolver(ZScopeForm),
    defaultValues: {
      scope: { sections: current.sections, revealNumbers: current.revealNumbers },
    },
  });
  const submit = form.handleSubmit(({ scope }) =>
    change.mutate({ advisor, scope }, { onSuccess: onClose }),
  );
  const busy = change.isPending;

  return (
    <DialogFrame
      onClose={onClose}
      busy={busy}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      title={`What ${advisor.name} sees`}
      description={
        advisor.access.status === 'invited'
          ? 'Applies once they accept the invitation.'
          : 'Applies from their next page on. Their level and end date stay as they are.'
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <Controller
          name="scope"
          control={form.control}
          render={({ field }) => (
            <AccessScopeFields
              value={{
                sections: field.value.sections,
                revealNumbers: field.value.revealNumbers ?? false,
              }}
              onChange={field.onChange}
              error={form.formState.errors.scope?.sections?.message}
              hint={`Share only what ${advisor.name} needs; everything else stays hidden from them.`}
            />
          )}
        />
        <DialogActions busy={busy} busyLabel="Saving…" onCancel={onClose}>
          Save
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
