/**
 * The spec's words for the account screens (§2, §4, §8), in one place so every screen quotes
 * them exactly.
 */
export const SIGN_IN_MESSAGES = {
  welcomeTitle: 'Welcome back',
  welcomeDescription: 'signed in successfully',
  failedTitle: 'Sign In Failed',
  failedFallback: 'An error occurred during sign in. Please try again.',
  unexpectedTitle: 'Unexpected Error',
  unexpected: 'An unexpected error occurred. Please try again.',
  timeoutTitle: 'Request Timeout',
  timeout: 'The sign in request took too long. Please check your connection and try again.',
  notVerifiedTitle: 'Email Not Verified',
  notVerified: 'Please check your email and click the verification link before signing in.',
  resendAction: 'Resend Email',
  resentTitle: 'Email Sent',
  resent: 'Please check your inbox for the verification link.',
  resendFailed: 'Failed to resend verification email.',
  verifiedNotice: 'Email verified successfully! You can now sign in to your account.',
} as const;

export const SIGN_UP_MESSAGES = {
  failedTitle: 'Sign Up Failed',
  unknownFailure: 'Unable to complete signup. Please try again or contact support.',
  unexpected: 'An unexpected error occurred. Please try again.',
  createdTitle: 'Account created',
  created: 'Please check your email to confirm your account.',
} as const;

export const RESEND_MESSAGES = {
  sentTitle: 'Email Sent!',
  sent: 'Please check your inbox for the verification link.',
  missingTitle: 'Error',
  missing: 'Email address not found. Please try registering again.',
  failedTitle: 'Failed to Resend',
} as const;

export const VERIFICATION_MESSAGES = {
  linkUsedOrExpired:
    'This verification link has expired or has already been used. Please request a new verification email.',
  invalidLink: 'Invalid verification link. Please check your email and try again.',
  expired: 'This verification link has expired. Please request a new one.',
  alreadyVerified: 'This email has already been verified. You can sign in now.',
  unableToVerify: 'Unable to verify email. Please try again or contact support.',
  unableToVerifyYour: 'Unable to verify your email. Please try again or contact support.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;
