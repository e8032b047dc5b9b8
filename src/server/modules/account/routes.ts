import { createRoute } from '@hono/zod-openapi';
import {
  ZBackupCodes,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZPasswordConfirmation,
  ZSessionList,
  ZTwoFactorConfirmRequest,
  ZTwoFactorSetup,
  ZUpdateProfileRequest,
} from '@shared/account/account-schemas';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { ZSessionResponse } from '@shared/auth/session-view';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers';
import { forwardSetCookies } from '../../http/forward-cookies';
import { actorOf, clearSessionCookie, requireActor } from '../../auth/session-context';
import { loadSessionUser } from '../../auth/session-user';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import type { AccountService } from './account-service';

const tags = ['account'];
const signedIn = errorResponses(401);

const updateProfile = createRoute({
  method: 'patch',
  path: '/account/profile',
  tags,
  summary: 'Change the full name',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZUpdateProfileRequest) },
  responses: {
    200: jsonResponse(ZSessionResponse, 'The updated user.'),
    ...signedIn,
    ...errorResponses(400),
  },
});

const changeEmail = createRoute({
  method: 'post',
  path: '/account/email',
  tags,
  summary: 'Ask to change the email address; a confirmation link goes to the new address',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZChangeEmailRequest) },
  responses: { 200: jsonResponse(ZOkResponse, 'Link sent.'), ...signedIn, ...errorResponses(400) },
});

const changePassword = createRoute({
  method: 'post',
  path: '/account/password',
  tags,
  summary: 'Change the password (needs the current one)',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZChangePasswordRequest) },
  responses: { 200: jsonResponse(ZOkResponse, 'Changed.'), ...signedIn, ...errorResponses(400) },
});

const startTwoFactor = createRoute({
  method: 'post',
  path: '/account/two-factor/setup',
  tags,
  summary: 'Start two-factor enrolment: a TOTP secret URI and backup codes',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZPasswordConfirmation) },
  responses: {
    200: jsonResponse(ZTwoFactorSetup, 'Scan the URI, then confirm with a code.'),
    ...signedIn,
    ...errorResponses(400),
  },
});

const confirmTwoFactor = createRoute({
  method: 'post',
  path: '/account/two-factor/confirm',
  tags,
  summary: 'Turn two-factor on with a first code from the app',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZTwoFactorConfirmRequest) },
  responses: {
    200: jsonResponse(ZOkResponse, 'Two-factor is on.'),
    ...signedIn,
    ...errorResponses(400),
  },
});

const disableTwoFactor = createRoute({
  method: 'post',
  path: '/account/two-factor/disable',
  tags,
  summary: 'Turn two-factor off (needs the password)',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZPasswordConfirmation) },
  responses: {
    200: jsonResponse(ZOkResponse, 'Two-factor is off.'),
    ...signedIn,
    ...errorResponses(400),
  },
});

const backupCodes = createRoute({
  method: 'post',
  path: '/account/two-factor/backup-codes',
  tags,
  summary: 'Replace the backup codes (needs the password)',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZPasswordConfirmation) },
  responses: {
    200: jsonResponse(ZBackupCodes, 'The new codes; the old ones stop working.'),
    ...signedIn,
    ...errorResponses(400),
  },
});

const listSessions = createRoute({
  method: 'get',
  path: '/account/sessions',
  tags,
  summary: 'The devices signed in to this account',
  middleware: [requireActor] as const,
  responses: { 200: jsonResponse(ZSessionList, 'Newest activity first.'), ...signedIn },
});

const revokeOtherSessions = createRoute({
  method: 'post',
  path: '/account/sessions/revoke-others',
  tags,
  summary: 'Sign out every other device',
  middleware: [requireActor] as const,
  responses: { 200: jsonResponse(ZOkResponse, 'Done.'), ...signedIn },
});

const deleteAccount = createRoute({
  method: 'delete',
  path: '/account',
  tags,
  summary: 'Delete the account and all its data (needs the password and the word DELETE)',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZDeleteAccountRequest) },
  responses: {
    200: jsonResponse(ZOkResponse, 'Deleted and signed out.'),
    ...signedIn,
    ...errorResponses(400),
  },
});

export function accountRoutes(service: AccountService, auth: Auth, db: Database) {
  return createRouter()
    .openapi(updateProfile, async (c) => {
      const actor = actorOf(c);
      await service.updateProfile(actor, c.req.valid('json').fullName);
      return c.json({ user: await loadSessionUser(db, actor.userId) }, 200);
    })
    .openapi(changeEmail, async (c) => {
      const { newEmail, password } = c.req.valid('json');
      await service.changeEmail(newEmail, password, c.req.raw.headers);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(changePassword, async (c) => {
      forwardSetCookies(c, await service.changePassword(c.req.valid('json'), c.req.raw.headers));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(startTwoFactor, async (c) =>
      c.json(await service.startTwoFactor(c.req.valid('json').password, c.req.raw.headers), 200),
    )
    .openapi(confirmTwoFactor, async (c) => {
      forwardSetCookies(
        c,
        await service.confirmTwoFactor(c.req.valid('json').code, c.req.raw.headers),
      );
      return c.json({ ok: true as const }, 200);
    })
    .openapi(disableTwoFactor, async (c) => {
      forwardSetCookies(
        c,
        await service.disableTwoFactor(c.req.valid('json').password, c.req.raw.headers),
      );
      return c.json({ ok: true as const }, 200);
    })
    .openapi(backupCodes, async (c) =>
      c.json(
        {
          backupCodes: await service.regenerateBackupCodes(
            c.req.valid('json').password,
            c.req.raw.headers,
          ),
        },
        200,
      ),
    )
    .openapi(listSessions, async (c) =>
      c.json({ sessions: await service.listSessions(actorOf(c)) }, 200),
    )
    .openapi(revokeOtherSessions, async (c) => {
      await service.signOutOtherSessions(actorOf(c));
      return c.json({ ok: true as const }, 200);
    })
    .openapi(deleteAccount, async (c) => {
      await service.deleteAccount(actorOf(c), c.req.valid('json').password, c.req.raw.headers);
      await clearSessionCookie(c, auth);
      return c.json({ ok: true as const }, 200);
    });
}
