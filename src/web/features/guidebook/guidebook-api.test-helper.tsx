import type { TSessionUser } from '@shared/auth/session-view';
import type { TGuidebookEntry } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebook } from '@shared/guidebook/guidebook-view-schemas';
import { fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { IDS, guidebook } from './guidebook-fixtures.test-helper';
import { FamilyGuidebookPage } from './pages/family-guidebook-page';

/** The guidebook API over an in-memory guidebook: a save is followed by the refreshed answer. */
export function guidebookApi(
  initial: TGuidebook = guidebook(),
  overrides: Record<string, Handler> = {},
) {
  let current = initial;
  return fakeApi({
    'GET /api/guidebook': () => current,
    'POST /api/guidebook': (body) => {
      const created: TGuidebookEntry = {
        ...(body as Omit<TGuidebookEntry, 'id' | 'ownerId' | 'createdAt' | 'updatedAt'>),
        id: '20000000-0000-4000-8000-000000000e99',
        ownerId: IDS.owner,
        createdAt: '2026-03-02T12:00:00.000Z',
        updatedAt: '2026-03-02T12:00:00.000Z',
        canManage: true,
      };
      current = { ...current, entries: [...current.entries, created] };
      return json(201, { entry: created });
    },
    [`DELETE /api/guidebook/${IDS.entry}`]: () => {
      current = { ...current, entries: current.entries.filter((each) => each.id !== IDS.entry) };
      return { ok: true };
    },
    ...overrides,
  });
}

export function renderGuidebook(user: Partial<TSessionUser> = {}) {
  return renderRoute(<FamilyGuidebookPage />, '/family-guidebook', {
    signedInAs: sessionUser({ id: IDS.owner, ...user }),
  });
}
