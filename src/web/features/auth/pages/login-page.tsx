import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { SIGN_IN_TOAST_MS, VERIFIED_NOTICE_MS } from '@shared/constants';
import type { TSessionUser } from '@shared/auth/session-view';
import { PageCard } from '@web/components/ui/page-card';
import { TextLink } from '@web/components/ui/text-link';
import { setSignedInUser, useSession } from '@web/lib/session';
import { trackEvent } from '@web/lib/analytics';
import { usePageTitle } from '@web/lib/use-page-title';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { LoginNotice } from '../components/login-notice';
import { SignInForm } from '../components/sign-in-form';
import { TwoFactorStep } from '../components/two-factor-step';
import { VerifiedNotice } from '../components/verified-notice';
import { SIGN_IN_MESSAGES } from '../lib/auth-messages';
import { readLoginNotice } from '../lib/login-notice';
import { fromPath, postLoginTarget } from '../lib/post-login-target';
import { clearVerifiedNotice, readVerifiedNotice } from '../lib/verified-notice';

type Step = { kind: 'credentials' | 'two-factor'; email: string };

/** Spec §2 "Login" and §4 "Login success". */
export function LoginPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation');
  const from = fromPath(location.state);
  const notice = readLoginNotice(location.state);
  const sessionUser = useSession().data?.user;

  const [verified] = useState(readVerifiedNotice);
  const [noticeVisible, setNoticeVisible] = useState(verified.show);
  const [step, setStep] = useState<Step>({ kind: 'credentials', email: verified.email ?? '' });
  // `?forgot=1` comes from the "you already have an account" email.
  const [forgotOpen, setForgotOpen] = useState(() => searchParams.get('forgot') === '1');
  const [forgotEmail, setForgotEmail] = useState(verified.email ?? '');
  // Set when this screen signs the user in: it navigates itself, so the redirect for users who
  // arrive signed in must not also fire (it would replace the history entry just pushed).
  const [signedInHere, setSignedInHere] = useState(false);

  // The notice is read once; the notes are removed at once so they never show a second time.
  useEffect(() => {
    if (verified.show) clearVerifiedNotice();
  }, [verified.show]);

  useEffect(() => {
    if (!noticeVisible) return;
    const timer = setTimeout(() => setNoticeVisible(false), VERIFIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [noticeVisible]);

  function finishSignIn(user: TSessionUser, viaTwoFactor: boolean) {
    setSignedInHere(true);
    toast.success(SIGN_IN_MESSAGES.welcomeTitle, {
      description: SIGN_IN_MESSAGES.welcomeDescription,
      duration: SIGN_IN_TOAST_MS,
    });
    setSignedInUser(queryClient, user);
    // Links this browser's earlier, signed-out events (the registration and its campaign) to the
    // person, so the admin's sign-up funnel can count them by campaign (issue 18).
    trackEvent({ eventType: 'auth', eventName: 'signed_in', metadata: {} });
    // Spec §4: a sign-in without the second factor replaces the sign-in screen in the history.
    void navigate(postLoginTarget(user, { invitation, from }), { replace: !viaTwoFactor });
  }

  if (sessionUser && !signedInHere) {
    return <Navigate to={postLoginTarget(sessionUser, { invitation, from })} replace />;
  }

  if (step.kind === 'two-factor') {
    return (
      <PageCard
        title="Two-Factor Authentication"
        description="Enter the 6-digit code from your authenticator app to finish signing in."
      >
        <TwoFactorStep
          onSignedIn={(user) => finishSignIn(user, true)}
          onCancel={() => setStep({ kind: 'credentials', email: step.email })}
        />
      </PageCard>
    );
  }

  const registerHref = invitation
    ? `/register?invitation=${encodeURIComponent(invitation)}`
    : '/register';
  return (
    <PageCard
      title="Sign In"
      description="Welcome back! Sign in to your Nido account."
      footer={
        <>
          <p>
            Don&apos;t have an account? <TextLink to={registerHref}>Create New Account</TextLink>
          </p>
          <TextLink to="/">Back to Home</TextLink>
        </>
      }
    >
      {notice && <LoginNotice>{notice}</LoginNotice>}
      {noticeVisible && <VerifiedNotice />}
      <SignInForm
        defaultEmail={step.email}
        onSignedIn={(user) => finishSignIn(user, false)}
        onTwoFactorRequired={(email) => setStep({ kind: 'two-factor', email })}
        onForgotPassword={(email) => {
          setForgotEmail(email);
          setForgotOpen(true);
        }}
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        defaultEmail={forgotEmail}
      />
    </PageCard>
  );
}

export { LoginPage as Component };
