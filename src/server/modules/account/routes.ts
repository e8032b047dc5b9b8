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
import type { Context } from 'hono';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { ZSessionResponse } from '@shared/auth/session-view';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { forwardSetCookies } from '../../http/forward-cookies';
import { answerOk } from '../../http/common-answers';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { actorOf, clearSessionCookie } from '../../auth/session-context';
import { loadSessionUser } from '../../auth/session-user';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import type { AccountService } from './account-service';

const route = declareRoutes({ tags: ['account'], guard: signedIn });

/** A change that renews the session: its new cookies go to the browser with the `ok`. */
async function okWithCookies(c: Context, cookies: Promise<Headers | null>) {
  forwardSetCookies(c, await cookies);
  return answerOk(c);
}

export function accountRoutes(service: AccountService, auth: Auth, db: Database) {
  return createRouter()
    .openapi(
      route.patch('/account/profile', {
        summary: 'Change the full name',
        request: { body: ZUpdateProfileRequest },
        200: jsonResponse(ZSessionResponse, 'The updated user.'),
      }),
      async (c) => {
        const actor = actorOf(c);
        await service.updateProfile(actor, c.req.valid('json').fullName);
        return c.json({ user: await loadSessionUser(db, actor.userId) }, 200);
      },
    )
    .openapi(
      route.post('/account/email', {
        summary: 'Ask to change the email address; a confirmation link goes to the new address',
        request: { body: ZChangeEmailRequest },
        200: jsonResponse(ZOkResponse, 'Link sent.'),
      }),
      async (c) => {
        const { newEmail, password } = c.req.valid('json');
        await service.changeEmail(newEmail, password, c.req.raw.headers);
        return answerOk(c);
      },
    )
    .openapi(
      route.post('/account/password', {
        summary: 'Change the password (needs the current one)',
        request: { body: ZChangePasswordRequest },
        200: jsonResponse(ZOkResponse, 'Changed.'),
      }),
      (c) => okWithCookies(c, service.changePassword(c.req.valid('json'), c.req.raw.headers)),
    )
    .openapi(
      route.post('/account/two-factor/setup', {
        summary: 'Start two-factor enrolment: a TOTP secret URI and backup codes',
        request: { body: ZPasswordConfirmation },
        200: jsonResponse(ZTwoFactorSetup, 'Scan the URI, then confirm with a code.'),
      }),
      async (c) =>
        c.json(await service.startTwoFactor(c.req.valid('json').password, c.req.raw.headers), 200),
    )
    .openapi(
      route.post('/account/two-factor/confirm', {
        summary: 'Turn two-factor on with a first code from the app',
        request: { body: ZTwoFactorConfirmRequest },
        200: jsonResponse(ZOkResponse, 'Two-factor is on.'),
      }),
      (c) =>
        okWithCookies(c, service.confirmTwoFactor(c.req.valid('json').code, c.req.raw.headers)),
    )
    .openapi(
      route.post('/account/two-factor/disable', {
        summary: 'Turn two-factor off (needs the password)',
        request: { body: ZPasswordConfirmation },
        200: jsonResponse(ZOkResponse, 'Two-factor is off.'),
      }),
      (c) =>
        okWithCookies(c, service.disableTwoFactor(c.req.valid('json').password, c.req.raw.headers)),
    )
    .openapi(
      route.post('/account/two-factor/backup-codes', {
        summary: 'Replace the backup codes (needs the password)',
        request: { body: ZPasswordConfirmation },
        200: jsonResponse(ZBackupCodes, 'The new codes; the old ones stop working.'),
      }),
      async (c) =>
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
    .openapi(
      route.get('/account/sessions', {
        summary: 'The devices signed in to this account',
        200: jsonResponse(ZSessionList, 'Newest activity first.'),
      }),
      async (c) => c.json({ sessions: await service.listSessions(actorOf(c)) }, 200),
    )
    .openapi(
      route.post('/account/sessions/revoke-others', {
        summary: 'Sign out every other device',
        200: jsonResponse(ZOkResponse, 'Done.'),
      }),
      async (c) => {
        await service.signOutOtherSessions(actorOf(c));
        return answerOk(c);
      },
    )
    .openapi(
      route.delete('/account', {
        summary: 'Delete the account and all its data (needs the password and the word DELETE)',
        request: { body: ZDeleteAccountRequest },
        200: jsonResponse(ZOkResponse, 'Deleted and signed out.'),
      }),
      async (c) => {
        await service.deleteAccount(actorOf(c), c.req.valid('json').password, c.req.raw.headers);
        await clearSessionCookie(c, auth);
        return answerOk(c);
      },
    );
}
