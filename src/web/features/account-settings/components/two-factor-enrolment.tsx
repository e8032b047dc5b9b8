import { useEffect, useRef, useState } from 'react';
import type { TTwoFactorSetup } from '@shared/account/account-schemas';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor';
import { groupSecret, secretFromOtpauthUri } from '../lib/totp-secret';
import { BackupCodesPanel } from './backup-codes-panel';
import { OneTimeCodeForm } from './one-time-code-form';
import { PasswordPromptForm } from './password-prompt-form';
import { TotpQrCode } from './totp-qr-code';

type Props = {
  email: string;
  /** Left without finishing; two-factor stays off. */
  onCancel: () => void;
  /** Two-factor is on (the session already says so). */
  onEnabled: () => void;
};

/**
 * Turning two-factor on: the password, then the secret (QR code and typed key) with the backup
 * codes, then a first code from the app. Two-factor is only on after that code.
 */
export function TwoFactorEnrolment({ email, onCancel, onEnabled }: Props) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [setup, setSetup] = useState<TTwoFactorSetup | null>(null);

  if (!setup) {
    return (
      <PasswordPromptForm
        id="two-factor-setup"
        hint="We ask for your password before changing how you sign in."
        submitLabel="Continue"
        busyLabel="Checking…"
        onConfirm={async (password) => setSetup(await start.mutateAsync(password))}
        onCancel={onCancel}
      />
    );
  }
  return (
    <EnrolmentSteps
      setup={setup}
      email={email}
      onConfirm={async (code) => {
        await confirm.mutateAsync(code);
        onEnabled();
      }}
      onCancel={onCancel}
    />
  );
}

type StepsProps = {
  setup: TTwoFactorSetup;
  email: string;
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
};

function EnrolmentSteps({ setup, email, onConfirm, onCancel }: StepsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const secret = secretFromOtpauthUri(setup.totpURI);
  // The password form that had focus is gone; continue reading from the first new step.
  useEffect(() => heading.current?.focus(), []);

  return (
    <ol className="grid gap-6">
      <li className="grid gap-3">
        <h3 ref={heading} tabIndex={-1} className="font-semibold outline-none">
          1. Scan this QR code with your authenticator app
        </h3>
        <p className="text-sm text-muted-foreground">
          Use an app such as 1Password, Google Authenticator, Microsoft Authenticator or Authy.
        </p>
        <TotpQrCode uri={setup.totpURI} />
        {secret && (
          <p className="text-sm">
            Can't scan it? Enter this key in the app instead:{' '}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-words">
              {groupSecret(secret)}
            </code>
          </p>
        )}
      </li>
      <li className="grid gap-3">
        <h3 className="font-semibold">2. Save your backup codes</h3>
        <BackupCodesPanel codes={setup.backupCodes} email={email} />
      </li>
      <li className="grid gap-3">
        <h3 className="font-semibold">3. Enter the code your app shows</h3>
        <OneTimeCodeForm onConfirm={onConfirm} onCancel={onCancel} />
      </li>
    </ol>
  );
}
