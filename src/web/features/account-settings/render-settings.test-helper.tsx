import type { ReactElement } from 'react';
import type { TSessionUser } from '@shared/auth/session-view';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';

/** Settings UI where the app shows it: at /settings, signed in, with the landing page to leave to. */
export function renderSettings(ui: ReactElement, user: TSessionUser = sessionUser()) {
  return renderRoute(ui, '/settings', {
    signedInAs: user,
    screens: [{ path: '/', element: <p>Landing screen</p> }],
  });
}
