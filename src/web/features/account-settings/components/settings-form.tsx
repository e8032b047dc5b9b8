import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from '@web/components/ui/busy-button';

type Props = {
  /** The form's submit, `form.handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Whether the change is being saved: the button says `busyLabel` meanwhile. */
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  /** The fields. */
  children: ReactNode;
};

/** A settings card's form: its fields, then the button that saves them. */
export function SettingsForm({ onSubmit, busy, busyLabel, submitLabel, children }: Props) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      {children}
      <BusyButton type="submit" busy={busy} busyLabel={busyLabel} className="w-fit">
        {submitLabel}
      </BusyButton>
    </form>
  );
}
