import type { TSessionUser } from '@shared/auth/session-view';
import type { TDocument } from '@shared/documents/document-schemas';
import { fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { DocumentsPage } from '../pages/documents-page';

type Options = {
  documents?: TDocument[];
  /** More routes, or replacements for the list. */
  routes?: Record<string, Handler>;
  /** The signed-in person, where it matters (an inviter's household is viewed too). */
  user?: Partial<TSessionUser>;
};

/** The Documents screen for a signed-in household, against the shared fake API. */
export function renderDocumentsPage({ documents = [], routes = {}, user = {} }: Options = {}) {
  const api = fakeApi({
    'GET /api/documents': () => ({ documents }),
    ...routes,
  });
  const view = renderRoute(<DocumentsPage />, '/nido-hub', { signedInAs: sessionUser(user) });
  return { ...view, api };
}
