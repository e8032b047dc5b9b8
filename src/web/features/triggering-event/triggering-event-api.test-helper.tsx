import type { RouteObject } from 'react-router';
import { useLocation } from 'react-router';
import type { TSessionUser } from '@shared/auth/session-view';
import type { TEventHousehold } from '@shared/triggering-event/event-schemas';
import { apiError, fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { IDS } from './event-fixtures.test-helper';
import { TriggeringEventPage } from './pages/triggering-event-page';

export const STOP = `POST /api/triggering-event/events/${IDS.event}/stop`;

/** The stop route's answer when the owner's sign-in is too old to stop a report. */
export const STOP_NEEDS_FRESH_SIGN_IN: Record<string, Handler> = {
  [STOP]: () =>
    apiError(401, 'FRESH_SIGN_IN_REQUIRED', 'For your safety, sign in again to stop this report.'),
};

/**
 * The triggering event API over an in-memory overview: each change answers as the server does,
 * and the overview read after it is `after` (when given), so the test sees the page re-read.
 */
export function eventApi(
  households: TEventHousehold[],
  overrides: Record<string, Handler> = {},
  { after }: { after?: TEventHousehold[] } = {},
) {
  let current = households;
  const changed = (answer: unknown) => () => {
    if (after) current = after;
    return answer;
  };
  return fakeApi({
    'GET /api/triggering-event': () => ({ households: current }),
    'POST /api/triggering-event/contacts': changed({ ok: true }),
    [`PATCH /api/triggering-event/contacts/${IDS.anaContact}`]: changed({ ok: true }),
    [`DELETE /api/triggering-event/contacts/${IDS.anaContact}`]: changed({ ok: true }),
    'POST /api/triggering-event/events': changed({ ok: true }),
    [STOP]: changed({ ok: true }),
    [`POST /api/triggering-event/events/${IDS.event}/relock`]: changed({ ok: true }),
    'POST /api/auth/sign-out': () => ({ ok: true }),
    ...overrides,
  });
}

/**
 * The sign-in page's stand-in: where it would send the user back after signing in (it reads
 * `state.from`, see features/auth/lib/post-login-target.ts) and the notice it would show above
 * the form (`state.notice`, see features/auth/lib/login-notice.ts).
 */
function LoginProbe() {
  const state = useLocation().state as {
    from?: { pathname: string; search: string };
    notice?: string;
  } | null;
  return (
    <>
      <p data-testid="login-return">
        {state?.from ? `${state.from.pathname}${state.from.search}` : 'none'}
      </p>
      <p data-testid="login-notice">{state?.notice ?? 'none'}</p>
    </>
  );
}

const LOGIN: RouteObject = { path: '/login', element: <LoginProbe /> };

export function renderEventPage({
  at = '/triggering-event',
  user = {},
}: { at?: string; user?: Partial<TSessionUser> } = {}) {
  return renderRoute(<TriggeringEventPage />, '/triggering-event', {
    at,
    screens: [LOGIN],
    signedInAs: sessionUser({ id: IDS.owner, ...user }),
  });
}
