type NextStep = {
  to: string;
  /** A line above the countdown that says what the visitor has to do, when they have to. */
  heading: string | null;
  /** The countdown's sentence, finished by "N seconds…". */
  countdown: string;
  button: string;
  /** What a screen reader hears when the verified card appears. */
  announcement: string;
};

const SIGNED_IN: NextStep = {
  to: '/onboarding',
  heading: null,
  countdown: 'Taking you to set up your account in',
  button: 'Continue Now',
  announcement: 'Email verified. You will be taken to account setup in a few seconds.',
};

/**
 * For an account the link did not sign in (one with a second factor): the signed-in guard would
 * send it from /onboarding to sign in anyway, so say it first.
 */
const SIGNED_OUT: NextStep = {
  to: '/login',
  heading: 'Sign in to continue',
  countdown: 'Taking you to the sign-in page in',
  button: 'Sign In Now',
  announcement: 'Email verified. Sign in to continue; the sign-in page opens in a few seconds.',
};

/** Where the post-verification countdown leads (spec §4), for someone signed in or not. */
export function nextStepAfterVerification(signedIn: boolean): NextStep {
  return signedIn ? SIGNED_IN : SIGNED_OUT;
}
