import { CircleCheck } from 'lucide-react';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { SIGN_IN_MESSAGES } from '../lib/auth-messages';

/** Spec §2 "Login": the green notice after an address was verified. */
export function VerifiedNotice() {
  return (
    <Alert variant="success" role="status">
      <CircleCheck aria-hidden />
      <AlertDescription className="text-foreground">
        {SIGN_IN_MESSAGES.verifiedNotice}
      </AlertDescription>
    </Alert>
  );
}
