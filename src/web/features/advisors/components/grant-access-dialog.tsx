import { AlertCircle } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ZAdvisorScope } from '@shared/advisors/advisor-scope';
import {
  ADVISOR_ROLE_LABELS,
  DEFAULT_ADVISOR_ACCESS_DAYS,
  ZGrantAdvisorAccessRequest,
  type TAdvisor,
} from '@shared/advisors/advisor-schemas';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { ApiError } from '@web/lib/api-error';
import { useGrantAccess } from '../api/access-mutations';
import { suggestedSections } from '../lib/suggested-scope';
import { AccessDaysField } from './access-days-field';
import { AccessLevelChoice } from './access-level-choice';
import { AccessScopeFields } from './access-scope-fields';
import { ActivityLogNote } from './activity-log-note';

/** The dialog always sends a scope: the owner chooses what the advisor sees (issue 35). */
const ZGrantForm = ZGrantAdvisorAccessRequest.extend({ scope: ZAdvisorScope });
type GrantValues = z.input<typeof ZGrantForm>;
type GrantRequest = z.output<typeof ZGrantForm>;

type Props = { advisor: TAdvisor; onClose: () => void };

/** Why some boxes start ticked, or that none do. */
function scopeHint(advisor: TAdvisor): string {
  const role = ADVISOR_ROLE_LABELS[advisor.role];
  return suggestedSections(advisor.role).length > 0
    ? `Ticked: what a ${role.toLowerCase()} usually needs. Share only what ${advisor.name} needs; everything else stays hidden from them.`
    : `Share only what ${advisor.name} needs; everything else stays hidden from them.`;
}

/**
 * Give an advisor time-limited access to the sections the owner picks: the server emails them an
 * invitation. Without an email address there is nowhere to send it, so the dialog says so instead
 * of offering to send; the server's own "no email" answer (the address removed meanwhile) is
 * shown the same way.
 */
export function GrantAccessDialog({ advisor, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const grant = useGrantAccess();
  const form = useForm<GrantValues, unknown, GrantRequest>({
    resolver: zodResolver(ZGrantForm),
    defaultValues: {
      level: 'read',
      days: DEFAULT_ADVISOR_ACCESS_DAYS,
      scope: { sections: suggestedSections(advisor.role), revealNumbers: false },
    },
  });
  const { errors } = form.formState;
  const emailProblem =
    advisor.email === null
      ? `Add ${advisor.name}’s email address first (Edit on their card): the invitation is sent there.`
      : grant.error instanceof ApiError
        ? grant.error.fields.email
        : undefined;
  const submit = form.handleSubmit(({ level, days, scope }) =>
    grant.mutate(
      { advisor, level, days, scope },
      {
        onSuccess: () => {
          returnFocus.openerRemoved();
          onClose();
        },
        onError: (error) => applyServerFieldErrors(error, form.setError, ['level', 'days']),
      },
    ),
  );
  const busy = grant.isPending;

  return (
    <DialogFrame
      onClose={onClose}
      busy={busy}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      title={`Give ${advisor.name} access`}
      description={
        advisor.email
          ? `We’ll email an invitation to ${advisor.email}. Once they accept, they can see what you choose below for the days you choose.`
          : 'An invitation goes to the advisor’s email address.'
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        {emailProblem && (
          // Said on opening when there is no address; announced when the server's answer brings it.
          <Alert variant="destructive" role={advisor.email === null ? undefined : 'alert'}>
            <AlertCircle aria-hidden />
            <AlertDescription>{emailProblem}</AlertDescription>
          </Alert>
        )}
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
              error={errors.scope?.sections?.message}
              hint={scopeHint(advisor)}
            />
          )}
        />
        <Controller
          name="level"
          control={form.control}
          render={({ field }) => (
            <AccessLevelChoice value={field.value ?? 'read'} onChange={field.onChange} />
          )}
        />
        <AccessDaysField
          id="grant-access-days"
          label="Days of access"
          registration={form.register('days', { valueAsNumber: true })}
          error={errors.days?.message}
        />
        <ActivityLogNote />
        <DialogActions
          busy={busy}
          busyLabel="Sending…"
          onCancel={onClose}
          disabled={advisor.email === null}
        >
          Send invitation
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
