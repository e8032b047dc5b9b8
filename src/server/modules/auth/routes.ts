import {
  ZEmailRequest,
  ZOkResponse,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZSignUpResponse,
  ZTwoFactorVerifyRequest,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from '@shared/auth/auth-schemas';
import { ZSessionResponse, ZSignInResponse } from '@shared/auth/session-view';
import type { Context } from 'hono';
import { z } from 'zod';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { answerOk } from '../../http/common-answers';
import { declareRoutes } from '../../http/route-declarations';
import { openToAll } from '../../http/route-guards';
import { clientIp, type ProxyTrust } from '../../http/client-info';
import { forwardSetCookies } from '../../http/forward-cookies';
import { toSessionUser } from '../../auth/session-user';
import { ZSignUpAndAcceptRequest, ZSignUpAndAcceptResponse } from '@shared/family/family-schemas';
import type { AuthService, WithCookies } from './auth-service';

const route = declareRoutes({ tags: ['auth'], guard: openToAll });

/** Asking for an email never says whether the address has an account. */
const emailRequest = (path: string, summary: string, description: string) =>
  route.post(path, {
    summary,
    request: { body: ZEmailRequest },
    200: jsonResponse(ZOkResponse, description),
    errors: [429],
  });

const resendVerification = emailRequest(
  '/auth/resend-verification',
  'Send the verification email again (the same answer for any address)',
  'Sent if the address needs it.',
);

const forgotPassword = emailRequest(
  '/auth/forgot-password',
  'Email a password-reset link (the same answer for any address)',
  'Sent if the address has an account.',
);

/** A sign-in step's result, with the session cookies it set passed on to the browser. */
async function passingCookies<T>(c: Context, step: Promise<WithCookies<T>>): Promise<T> {
  const { result, cookies } = await step;
  forwardSetCookies(c, cookies);
  return result;
}

export function authRoutes(service: AuthService, trust: ProxyTrust) {
  /** Who is asking: the client's address (for the rate limits) and the request's headers. */
  const caller = (c: Context) => [clientIp(c, trust), c.req.raw.headers] as const;
  return createRouter()
    .openapi(
      route.post('/auth/sign-up', {
        summary:
          'Create an account; a verification email follows (the same answer for a known address)',
        request: { body: ZSignUpRequest },
        201: jsonResponse(ZSignUpResponse, 'Verification email sent.'),
        errors: [429],
      }),
      async (c) => {
        const input = c.req.valid('json');
        await service.signUp(input, clientIp(c, trust));
        return c.json({ status: 'verification-sent' as const, email: input.email }, 201);
      },
    )
    .openapi(
      route.post('/auth/sign-up-and-accept', {
        summary:
          'Create an account from an invitation (spec signup-and-accept-invitation): verified, a guest of the inviter, signed in',
        request: { body: ZSignUpAndAcceptRequest },
        201: jsonResponse(ZSignUpAndAcceptResponse, 'Created, joined and signed in.'),
        errors: [403, 404, 409, 429],
      }),
      async (c) => {
        const result = await passingCookies(
          c,
          service.signUpAndAccept(c.req.valid('json'), ...caller(c)),
        );
        return c.json({ success: true as const, ...result }, 201);
      },
    )
    .openapi(
      route.post('/auth/sign-in', {
        summary: 'Sign in with email and password; may ask for the second factor',
        request: { body: ZSignInRequest },
        200: jsonResponse(ZSignInResponse, 'Signed in, or a two-factor code is needed.'),
        errors: [401, 403, 429],
      }),
      async (c) =>
        c.json(await passingCookies(c, service.signIn(c.req.valid('json'), ...caller(c))), 200),
    )
    .openapi(
      route.post('/auth/two-factor/verify', {
        summary: 'Finish a sign-in with a TOTP code or a backup code',
        request: { body: ZTwoFactorVerifyRequest },
        200: jsonResponse(ZSignInResponse, 'Signed in.'),
        errors: [401, 429],
      }),
      async (c) => {
        const user = await passingCookies(
          c,
          service.verifyTwoFactor(c.req.valid('json'), ...caller(c)),
        );
        return c.json({ status: 'signed-in' as const, user }, 200);
      },
    )
    .openapi(
      route.post('/auth/sign-out', {
        summary: 'End this session',
        200: jsonResponse(ZOkResponse, 'Signed out.'),
      }),
      async (c) => {
        if (c.get('actor')) forwardSetCookies(c, await service.signOut(c.req.raw.headers));
        return answerOk(c);
      },
    )
    .openapi(
      route.get('/auth/session', {
        summary:
          'Who is signed in (null when nobody), and whether a session just ended for inactivity',
        200: jsonResponse(
          ZSessionResponse.extend({ signedOutReason: z.enum(['inactivity']).nullable() }),
          'The session.',
        ),
      }),
      (c) => {
        const actor = c.get('actor');
        return c.json(
          {
            user: actor ? toSessionUser(actor) : null,
            signedOutReason: c.get('sessionEnded') === 'idle' ? ('inactivity' as const) : null,
          },
          200,
        );
      },
    )
    .openapi(
      route.post('/auth/verify-email', {
        summary:
          'Confirm an email address with the token from the emailed link; a sign-up link signs the person in (once)',
        request: { body: ZVerifyEmailRequest },
        200: jsonResponse(
          ZVerifyEmailResponse,
          'Verified; signed in when a sign-up link was followed.',
        ),
        errors: [429],
      }),
      async (c) =>
        c.json(
          await passingCookies(c, service.verifyEmail(c.req.valid('json').token, ...caller(c))),
          200,
        ),
    )
    .openapi(resendVerification, async (c) => {
      await service.resendVerification(c.req.valid('json').email, clientIp(c, trust));
      return answerOk(c);
    })
    .openapi(forgotPassword, async (c) => {
      await service.requestPasswordReset(c.req.valid('json').email, clientIp(c, trust));
      return answerOk(c);
    })
    .openapi(
      route.post('/auth/reset-password', {
        summary: 'Choose a new password with the token from the emailed link',
        request: { body: ZResetPasswordRequest },
        200: jsonResponse(ZOkResponse, 'Password changed.'),
        errors: [429],
      }),
      async (c) => {
        await service.resetPassword(c.req.valid('json'), clientIp(c, trust));
        return answerOk(c);
      },
    );
}
