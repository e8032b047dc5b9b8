import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ACCOUNT_CREATED_TOAST_MS } from '@shared/constants';
import { PageCard } from '@web/components/ui/page-card';
import { TextLink } from '@web/components/ui/text-link';
import { trackConversion, trackEvent } from '@web/lib/analytics';
import { useSession } from '@web/lib/session';
import { localStore, STORAGE_KEYS } from '@web/lib/storage';
import { usePageTitle } from '@web/lib/use-page-title';
import type { RegisterOutcome } from '../api/register';
import { RegisterForm } from '../components/register-form';
import { SIGN_UP_MESSAGES } from '../lib/auth-messages';

/** Spec §2 "Register" and §4: account creation, then the verification email. */
export function RegisterPage() {
  usePageTitle('Create account');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Accepting an invitation is a later step; the parameter is carried so it is not lost.
  const invitation = searchParams.get('invitation');
  const user = useSession().data?.user;

  if (user && !invitation) return <Navigate to="/dashboard" replace />;

  function finish(outcome: RegisterOutcome) {
    if (outcome.kind === 'outside-usa') {
      void navigate('/waitlist');
      return;
    }
    // The success screen shows (and can resend to) the address the mail went to.
    localStore.set(STORAGE_KEYS.registrationEmail, outcome.email);
    toast.success(SIGN_UP_MESSAGES.createdTitle, {
      description: SIGN_UP_MESSAGES.created,
      duration: ACCOUNT_CREATED_TOAST_MS,
    });
    trackConversion({ conversionType: 'registration', conversionValueCents: 0, metadata: {} });
    trackEvent({ eventType: 'conversion', eventName: 'registration_completed', metadata: {} });
    void navigate('/registration-success');
  }

  const signInHref = invitation ? `/login?invitation=${encodeURIComponent(invitation)}` : '/login';
  return (
    <PageCard
      title="Create Account"
      description={
        invitation
          ? 'Complete your registration to accept the invitation'
          : 'Join Nido and create your family hub'
      }
      footer={
        <p>
          Already have an account? <TextLink to={signInHref}>Sign In Instead</TextLink>
        </p>
      }
    >
      <RegisterForm onOutcome={finish} />
    </PageCard>
  );
}

export { RegisterPage as Component };
