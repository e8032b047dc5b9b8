import { AppError } from '../../http/app-error';
import { RateLimiter } from '../../http/rate-limit';

const MINUTE = 60 * 1000;

/**
 * Abuse limits on the account endpoints (SECURITY-CHECKLIST 6). Failed sign-ins are counted per
 * account *and address*, so an attacker elsewhere cannot lock the owner out; a per-account
 * ceiling stops slow distributed guessing and is lifted by a password reset, so it can never
 * lock the owner out for good.
 */
export function createAuthRateLimits(now: () => number = Date.now) {
  const signInByIp = new RateLimiter(30, 15 * MINUTE, now);
  const failuresByAccountAndIp = new RateLimiter(10, 15 * MINUTE, now);
  const failuresByAccount = new RateLimiter(100, 60 * MINUTE, now);
  const signUpByIp = new RateLimiter(10, 60 * MINUTE, now);
  const emailByIp = new RateLimiter(10, 60 * MINUTE, now);
  const emailByAddress = new RateLimiter(3, 60 * MINUTE, now);
  const tokenByIp = new RateLimiter(30, 15 * MINUTE, now);

  const refuse = (message: string): never => {
    throw new AppError('RATE_LIMITED', message);
  };

  return {
    beforeSignIn(email: string, ip: string): void {
      if (!signInByIp.hit(ip))
        refuse(
          'Too many sign-in attempts from your network. Please wait 15 minutes and try again.',
        );
      if (
        failuresByAccountAndIp.isBlocked(`${email}|${ip}`) ||
        failuresByAccount.isBlocked(email)
      ) {
        refuse(
          'Too many failed sign-in attempts for this account. Please wait 15 minutes or reset your password.',
        );
      }
    },
    signInFailed(email: string, ip: string): void {
      failuresByAccountAndIp.hit(`${email}|${ip}`);
      failuresByAccount.hit(email);
    },
    signInSucceeded(email: string, ip: string): void {
      failuresByAccountAndIp.reset(`${email}|${ip}`);
    },
    passwordWasReset(email: string): void {
      failuresByAccount.reset(email);
    },
    beforeSignUp(ip: string): void {
      if (!signUpByIp.hit(ip))
        refuse('Too many accounts created from your network. Please try again in an hour.');
    },
    /** Resend-verification and forgot-password: per address and per network. */
    beforeEmail(email: string, ip: string): void {
      if (!emailByIp.hit(ip))
        refuse('Too many emails requested from your network. Please try again in an hour.');
      if (!emailByAddress.hit(email))
        refuse(
          'Too many emails requested for this address. Please check your inbox or try again in an hour.',
        );
    },
    /** Verification links, reset tokens and two-factor codes. */
    beforeTokenCheck(ip: string): void {
      if (!tokenByIp.hit(ip)) refuse('Too many attempts. Please wait 15 minutes and try again.');
    },
  };
}

export type AuthRateLimits = ReturnType<typeof createAuthRateLimits>;
