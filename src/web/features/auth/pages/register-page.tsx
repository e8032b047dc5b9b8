import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ACCOUNT_CREATED_TOAST_MS } from '@shared/constants';
import { PageCard } from '@web/components/ui/page-card';
import { TextLink } from '@web/components/ui/text-link';
import { trackConversion, trackEvent } from '@web/lib/analytics';
import { setSignedInUser, useSession } from '@web/lib/session';
import { localStore, STORAGE_KEYS } from '@web/lib/storage';
import { usePageTitle } from '@web/lib/use-page-title';
import { joinedFamilyState } from '@web/lib/invitations/joined-family';
import type { RegisterOutcome } from '../api/register';
import { InvalidInvitationNotice } from '../components/invalid-invitation-notice';
import { RegisterForm } from '../components/register-form';
import { SIGN_UP_MESSAGES } from '../lib/auth-messages';
import { useRegistrationInvitation } from '../lib/use-registration-invitation';

/**
 * Spec §2 "Register" and §4: account creation, then the verification email; with an invitation,
 * account creation and joining the family at once, then the account choice. An invitation that
 * cannot be used is said to be invalid (spec §8), and the form registers without it.
 */
export function RegisterPage() {
  usePageTitle('Create account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('invitation') || null;
  // Spec §4: with an invitation, the account is made and the invitation accepted in one step;
  // the server checks the invitation again on submit.
  const { invitation, invalid, invitedEmail, refuse, asAdvisor } =
    useRegistrationInvitation(requested);
  const user = useSession().data?.user;

  if (user && !requested) return <Navigate to="/dashboard" replace />;

  function finish(outcome: RegisterOutcome) {
    if (outcome.kind === 'outside-usa') {
      void navigate('/waitlist');
      return;
    }
    trackConversion({ conversionType: 'registration', conversionValueCents: 0, metadata: {} });
    trackEvent({ eventType: 'conversion', eventName: 'registration_completed', metadata: {} });
    if (outcome.kind === 'joined-family') {
      // Signed in by the answer itself, as after a sign-in; spec §4: it ends at /account-choice.
      // The page believes the router state, not the address bar (a link can say anything).
      setSignedInUser(queryClient, outcome.user);
      const query = new URLSearchParams({ inviter_name: outcome.inviterName });
      void navigate(`/account-choice?${query.toString()}`, {
        replace: true,
        state: joinedFamilyState(outcome.inviterName, asAdvisor),
      });
      return;
    }
    // The success screen shows (and can resend to) the address the mail went to.
    localStore.set(STORAGE_KEYS.registrationEmail, outcome.email);
    toast.success(SIGN_UP_MESSAGES.createdTitle, {
      description: SIGN_UP_MESSAGES.created,
      duration: ACCOUNT_CREATED_TOAST_MS,
    });
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
      {invalid && <InvalidInvitationNotice />}
      <RegisterForm
        onOutcome={finish}
        invitation={invitation}
        invitedEmail={invitedEmail}
        onInvitationRefused={refuse}
      />
    </PageCard>
  );
}

export { RegisterPage as Component };
