import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

type Props = {
  /** While the step saves, Back waits too, so the answers being saved are not left behind. */
  busy: boolean;
  /** Absent on the first step. */
  onBack?: () => void;
  /** The way forward. */
  children: ReactNode;
};

/** The wizard's buttons: Back on the left (below on phones), the way forward on the right. */
export function StepActions({ busy, onBack, children }: Props) {
  if (!onBack) return <div className="flex justify-end">{children}</div>;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      <Button variant="outline" onClick={onBack} disabled={busy}>
        Back
      </Button>
      {children}
    </div>
  );
}
