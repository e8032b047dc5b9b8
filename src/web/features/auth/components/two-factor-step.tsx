import { useState } from 'react';
import type { TSessionUser } from '@shared/auth/session-view';
import { AUTHENTICATOR_CODE, BACKUP_CODE } from '../lib/second-factor-methods';
import { SecondFactorForm } from './second-factor-form';

type Props = { onSignedIn: (user: TSessionUser) => void; onCancel: () => void };

/** Spec §2 "Login": the second-factor step that replaces the sign-in form. */
export function TwoFactorStep({ onSignedIn, onCancel }: Props) {
  const [method, setMethod] = useState(AUTHENTICATOR_CODE);
  return (
    <SecondFactorForm
      // A new method is a new form: empty, without the last one's error, focused.
      key={method.id}
      method={method}
      onSignedIn={onSignedIn}
      onCancel={onCancel}
      onSwitch={() => setMethod(method === AUTHENTICATOR_CODE ? BACKUP_CODE : AUTHENTICATOR_CODE)}
    />
  );
}
