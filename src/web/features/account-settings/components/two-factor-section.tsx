import { useRef, useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { BackupCodesDialog } from './backup-codes-dialog';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { SettingsSection } from './settings-section';
import { TwoFactorEnrolment } from './two-factor-enrolment';

type Props = { enabled: boolean; email: string };

export function TwoFactorSection({ enabled, email }: Props) {
  const [enrolling, setEnrolling] = useState(false);
  // Leaving the set-up without finishing puts focus back on the button that started it.
  const refocusSetupButton = useRef(false);
  const cancelEnrolment = () => {
    refocusSetupButton.current = true;
    setEnrolling(false);
  };
  return (
    <SettingsSection
      id="security"
      title="Two-factor authentication"
      description="A code from an authenticator app on your phone, asked for at every sign-in."
      aside={
        enabled ? (
          <Badge>
            <ShieldCheck className="size-3.5" aria-hidden />
            On
          </Badge>
        ) : (
          <Badge variant="outline">
            <ShieldOff className="size-3.5" aria-hidden />
            Off
          </Badge>
        )
      }
    >
      {enabled ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            Signing in needs your password and a code from your app. If you lose your phone, use one
            of your backup codes.
          </p>
          <div className="flex flex-wrap gap-2">
            <BackupCodesDialog email={email} />
            <DisableTwoFactorDialog />
          </div>
        </div>
      ) : enrolling ? (
        <TwoFactorEnrolment
          email={email}
          onCancel={cancelEnrolment}
          onEnabled={() => setEnrolling(false)}
        />
      ) : (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            Two-factor authentication is off. Turn it on so that a stolen password alone cannot open
            your family's records.
          </p>
          <Button
            className="w-fit"
            onClick={() => setEnrolling(true)}
            ref={(button) => {
              if (button && refocusSetupButton.current) {
                refocusSetupButton.current = false;
                button.focus();
              }
            }}
          >
            Set up two-factor
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
