import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ADVISOR_ACCESS_LABELS,
  DEFAULT_ADVISOR_ACCESS_DAYS,
  ZRenewAdvisorAccessRequest,
  type TAdvisor,
} from '@shared/advisors/advisor-schemas';
import { DialogActions } from '@web/components/ui/dialog-actions';
import { DialogFrame } from '@web/components/ui/dialog-frame';
import { applyServerFieldErrors } from '@web/components/ui/server-field-errors';
import { useReturnFocus } from '@web/components/ui/use-return-focus';
import { useRenewAccess } from '../api/access-mutations';
import { accessStatusText } from '../lib/access-status';
import { AccessDaysField } from './access-days-field';
import { ActivityLogNote } from './activity-log-note';

type RenewValues = z.input<typeof ZRenewAdvisorAccessRequest>;
type RenewRequest = z.output<typeof ZRenewAdvisorAccessRequest>;

type Props = { advisor: TAdvisor; onClose: () => void };

/** Extend an active grant, or bring back an expired one, at the level it had. */
export function RenewAccessDialog({ advisor, onClose }: Props) {
  const returnFocus = useReturnFocus();
  const renew = useRenewAccess();
  const form = useForm<RenewValues, unknown, RenewRequest>({
    resolver: zodResolver(ZRenewAdvisorAccessRequest),
    defaultValues: { days: DEFAULT_ADVISOR_ACCESS_DAYS },
  });
  const submit = form.handleSubmit(({ days }) =>
    renew.mutate(
      { advisor, days },
      {
        onSuccess: onClose,
        onError: (error) => applyServerFieldErrors(error, form.setError, ['days']),
      },
    ),
  );
  const busy = renew.isPending;
  const level = advisor.access.level;

  return (
    <DialogFrame
      onClose={onClose}
      busy={busy}
      onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      title={`Renew ${advisor.name}’s access`}
      description={
        <>
          {accessStatusText(advisor)}.
          {level &&
            ` They keep the same level (${ADVISOR_ACCESS_LABELS[level].toLowerCase()}) and see the same sections.`}
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <AccessDaysField
          id="renew-access-days"
          label="Days of access"
          registration={form.register('days', { valueAsNumber: true })}
          error={form.formState.errors.days?.message}
        />
        <ActivityLogNote />
        <DialogActions busy={busy} busyLabel="Renewing…" onCancel={onClose}>
          Renew access
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
