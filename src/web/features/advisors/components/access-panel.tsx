import { KeyRound, ListChecks, RefreshCw, ShieldOff } from 'lucide-react';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { Button } from '@web/components/ui/button';
import { accessStatusText } from '../lib/access-status';
import { scopeLine } from '../lib/scope-text';
import type { AccessDialog } from '../lib/access-dialogs';

type Props = {
  advisor: TAdvisor;
  /** Only the household's owner may grant, renew or revoke: null hides the buttons. */
  onAccess: ((dialog: AccessDialog) => void) | null;
};

/**
 * Professional access on the card: its state, and (for the owner) the one or two things to do
 * next. Each button names the advisor, as several cards sit on the screen.
 */
export function AccessPanel({ advisor, onAccess }: Props) {
  const { status } = advisor.access;
  const headingId = `access-${advisor.id}`;
  const scope = scopeLine(advisor);
  return (
    // A group, not a region: one per card, and landmarks with the same name would repeat.
    <div
      role="group"
      aria-labelledby={headingId}
      className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm"
    >
      <h4 id={headingId} className="font-medium">
        Professional access
      </h4>
      <p className={status === 'expired' ? 'text-destructive' : 'text-muted-foreground'}>
        {accessStatusText(advisor)}
      </p>
      {scope && <p>{scope}</p>}
      {onAccess && (
        <div className="flex flex-wrap gap-2">
          {status === 'none' && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Give access to ${advisor.name}`}
              onClick={() => onAccess('grant')}
            >
              <KeyRound aria-hidden />
              Give access
            </Button>
          )}
          {status !== 'none' && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Edit what ${advisor.name} sees`}
              onClick={() => onAccess('scope')}
            >
              <ListChecks aria-hidden />
              Edit what they see
            </Button>
          )}
          {(status === 'active' || status === 'expired') && (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Renew access for ${advisor.name}`}
              onClick={() => onAccess('renew')}
            >
              <RefreshCw aria-hidden />
              Renew
            </Button>
          )}
          {/* An expired grant is revoked too, so it stops being listed anywhere. */}
          {status !== 'none' && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Revoke access for ${advisor.name}`}
              onClick={() => onAccess('revoke')}
            >
              <ShieldOff aria-hidden />
              Revoke
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
