import { createRoute } from '@hono/zod-openapi';
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
import { z } from 'zod';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { clientIp, type ProxyTrust } from '../../http/client-info';
import { forwardSetCookies } from '../../http/forward-cookies';
import { toSessionUser } from '../../auth/session-user';
import { ZSignUpAndAcceptRequest, ZSignUpAndAcceptResponse } from '@shared/family/family-schemas';
import type { AuthService } from './auth-service';

const tags = ['auth'];

const signUp = createRoute({
  method: 'post',
  path: '/auth/sign-up',
  tags,
  summary: 'Create an account; a verification email follows (the same answer for a known address)',
  request: { body: jsonBody(ZSignUpRequest) },
  responses: {
    201: jsonResponse(ZSignUpResponse, 'Verification email sent.'),
    ...errorResponses(400, 429),
  },
});

const signIn = createRoute({
  method: 'post',
  path: '/auth/sign-in',
  tags,
  summary: 'Sign in with email and password; may ask for the second factor',
  request: { body: jsonBody(ZSignInRequest) },
  responses: {
    200: jsonResponse(ZSignInResponse, 'Signed in, or a two-factor code is needed.'),
    ...errorResponses(400, 401, 403, 429),
  },
});

const verifyTwoFactor = createRoute({
  method: 'post',
  path: '/auth/two-factor/verify',
  tags,
  summary: 'Finish a sign-in with a TOTP code or a backup code',
  request: { body: jsonBody(ZTwoFactorVerifyRequest) },
  responses: {
    200: jsonResponse(ZSignInResponse, 'Signed in.'),
    ...errorResponses(400, 401, 429),
  },
});

const signOut = createRoute({
  method: 'post',
  path: '/auth/sign-out',
  tags,
  summary: 'End this session',
  responses: { 200: jsonResponse(ZOkResponse, 'Signed out.') },
});

const session = createRoute({
  method: 'get',
  path: '/auth/session',
  tags,
  summary: 'Who is signed in (null when nobody), and whether a session just ended for inactivity',
  responses: {
    200: jsonResponse(
      ZSessionResponse.extend({ signedOutReason: z.enum(['inactivity']).nullable() }),
      'The session.',
    ),
  },
});

const verifyEmail = createRoute({
  method: 'post',
  path: '/auth/verify-email',
  tags,
  summary:
    'Confirm an email address with the token from the emailed link; a sign-up link signs the person in (once)',
  request: { body: jsonBody(ZVerifyEmailRequest) },
  responses: {
    200: jsonResponse(
      ZVerifyEmailResponse,
      'Verified; signed in when a sign-up link was followed.',
    ),
    ...errorResponses(400, 429),
  },
});

const resendVerification = createRoute({
  method: 'post',
  path: '/auth/resend-verification',
  tags,
  summary: 'Send the verification email again (the same answer for any address)',
  request: { body: jsonBody(ZEmailRequest) },
  responses: {
    200: jsonResponse(ZOkResponse, 'Sent if the address needs it.'),
    ...errorResponses(400, 429),
  },
});

const forgotPassword = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  tags,
  summary: 'Email a password-reset link (the same answer for any address)',
  request: { body: jsonBody(ZEmailRequest) },
  responses: {
    200: jsonResponse(ZOkResponse, 'Sent if the address has an account.'),
    ...errorResponses(400, 429),
  },
});

const resetPassword = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags,
  summary: 'Choose a new password with the token from the emailed link',
  request: { body: jsonBody(ZResetPasswordRequest) },
  responses: { 200: jsonResponse(ZOkResponse, 'Password changed.'), ...errorResponses(400, 429) },
});

const signUpAndAccept = createRoute({
  method: 'post',
  path: '/auth/sign-up-and-accept',
  tags,
  summary:
    'Create an account from an invitation (spec signup-and-accept-invitation): verified, a guest of the inviter, signed in',
  request: { body: jsonBody(ZSignUpAndAcceptRequest) },
  responses: {
    201: jsonResponse(ZSignUpAndAcceptResponse, 'Created, joined and signed in.'),
    ...errorResponses(400, 403, 404, 409, 429),
  },
});

export function authRoutes(service: AuthService, trust: ProxyTrust) {
  return createRouter()
    .openapi(signUp, async (c) => {
      const input = c.req.valid('json');
      await service.signUp(input, clientIp(c, trust));
      return c.json({ status: 'verification-sent' as const, email: input.email }, 201);
    })
    .openapi(signUpAndAccept, async (c) => {
      const { result, cookies } = await service.signUpAndAccept(
        c.req.valid('json'),
        clientIp(c, trust),
        c.req.raw.headers,
      );
      forwardSetCookies(c, cookies);
      return c.json({ success: true as const, ...result }, 201);
    })
    .openapi(signIn, async (c) => {
      const { result, cookies } = await service.signIn(
        c.req.valid('json'),
        clientIp(c, trust),
        c.req.raw.headers,
      );
      forwardSetCookies(c, cookies);
      return c.json(result, 200);
    })
    .openapi(verifyTwoFactor, async (c) => {
      const { result, cookies } = await service.verifyTwoFactor(
        c.req.valid('json'),
        clientIp(c, trust),
        c.req.raw.headers,
      );
      forwardSetCookies(c, cookies);
      return c.json({ status: 'signed-in' as const, user: result }, 200);
    })
    .openapi(signOut, async (c) => {
      if (c.get('actor')) forwardSetCookies(c, await service.signOut(c.req.raw.headers));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(session, (c) => {
      const actor = c.get('actor');
      return c.json(
        {
          user: actor ? toSessionUser(actor) : null,
          signedOutReason: c.get('sessionEnded') === 'idle' ? ('inactivity' as const) : null,
        },
        200,
      );
    })
    .openapi(verifyEmail, async (c) => {
      const { result, cookies } = await service.verifyEmail(
        c.req.valid('json').token,
        clientIp(c, trust),
        c.req.raw.headers,
      );
      forwardSetCookies(c, cookies);
      return c.json(result, 200);
    })
    .openapi(resendVerification, async (c) => {
      await service.resendVerification(c.req.valid('json').email, clientIp(c, trust));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(forgotPassword, async (c) => {
      await service.requestPasswordReset(c.req.valid('json').email, clientIp(c, trust));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(resetPassword, async (c) => {
      await service.resetPassword(c.req.valid('json'), clientIp(c, trust));
      return c.json({ ok: true as const }, 200);
    });
}
