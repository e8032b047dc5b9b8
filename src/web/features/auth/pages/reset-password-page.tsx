import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { KeyRound, LinkIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';
import { usePageTitle } from '@web/lib/use-page-title';
import { ResetPasswordForm } from '../components/reset-password-form';
import { removeUrlSecrets } from '../lib/remove-url-secrets';

function InvalidResetLink() {
  return (
    <PageCard
      icon={<LinkIcon aria-hidden />}
      title="Reset Link Not Valid"
      description="This password reset link is invalid, has expired or has already been used."
    >
      <Button asChild size="lg" className="w-full">
        {/* ?forgot=1 opens the Forgot Password dialog on the sign-in screen. */}
        <Link to="/login?forgot=1">Request a New Reset Link</Link>
      </Button>
    </PageCard>
  );
}

/** Spec §2 "Reset-password" and §4 "Password reset": choose a new password, then sign in. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The server redirects here with ?error=INVALID_TOKEN when a link it checked was bad.
  const [token] = useState(() => (searchParams.has('error') ? null : searchParams.get('token')));
  const [linkRefused, setLinkRefused] = useState(false);

  // SECURITY-CHECKLIST 19: the token leaves the address bar as soon as it has been read.
  useEffect(() => removeUrlSecrets(), []);

  if (!token || linkRefused) return <InvalidResetLink />;

  return (
    <PageCard
      icon={<KeyRound aria-hidden />}
      title="Set a New Password"
      description="Choose a new password for your Nido account."
    >
      <ResetPasswordForm
        token={token}
        onInvalidLink={() => setLinkRefused(true)}
        onReset={() => {
          toast.success('Password updated', {
            description: 'You can now sign in with your new password.',
          });
          void navigate('/login', { replace: true });
        }}
      />
    </PageCard>
  );
}

export { ResetPasswordPage as Component };
