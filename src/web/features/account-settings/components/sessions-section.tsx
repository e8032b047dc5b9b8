import { Skeleton } from '@web/components/ui/skeleton';
import { Button } from '@web/components/ui/button';
import { useAccountSessions, useRevokeOtherSessions } from '../api/sessions';
import { BusyButton } from '@web/components/ui/busy-button';
import { SessionRow } from './session-row';
import { SettingsSection } from './settings-section';

export function SessionsSection() {
  const sessions = useAccountSessions();
  const revoke = useRevokeOtherSessions();
  // "5 minutes ago" is measured from when the list was fetched, the moment it describes.
  const now = new Date(sessions.dataUpdatedAt);
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <SettingsSection
      id="sessions"
      title="Signed-in devices"
      description="Browsers and devices signed in to your account. Sign out of any you do not recognise."
    >
      {sessions.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading your devices">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : sessions.isError ? (
        <div className="grid gap-3 text-sm" role="alert">
          <p>We couldn't load your devices.</p>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => void sessions.refetch()}
          >
            Retry
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          <ul className="divide-y">
            {list.map((session) => (
              <SessionRow key={session.id} session={session} now={now} />
            ))}
          </ul>
          <BusyButton
            variant="outline"
            className="w-fit"
            busy={revoke.isPending}
            busyLabel="Signing out…"
            disabled={others === 0}
            onClick={() => revoke.mutate()}
          >
            Sign out of all other devices
          </BusyButton>
          {others === 0 && (
            <p className="text-sm text-muted-foreground">This is the only device signed in.</p>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
