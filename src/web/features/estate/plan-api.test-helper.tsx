import type { TSessionUser } from '@shared/auth/session-view';
import type { TInstrument, TLifeEvent } from '@shared/estate/estate-schemas';
import { fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { estateSummary } from './api/summary-fixtures.test-helper';
import {
  IDS,
  LISTS,
  OWNER,
  familyMember,
  instrument,
  lifeEvent,
} from './plan-fixtures.test-helper';
import { EstatePlanPage } from './pages/estate-plan-page';

/** A saved document as the server answers: the input with its id and what the server works out. */
function saved(body: unknown, id: string, ownerId = OWNER): TInstrument {
  const input = body as TInstrument;
  return instrument({
    ...input,
    id,
    ownerId,
    documentTitle: LISTS.documents.find((doc) => doc.id === input.documentId)?.name ?? null,
  });
}

/**
 * The estate plan API over in-memory lists (a save is followed by the refreshed list), with the
 * household lists the dialog offers: a family member (Luis), an attorney, a scanned will, a
 * checking account, a brokerage account and the family home. The other tabs' lists are empty.
 */
export function planApi(
  initial: { instruments?: TInstrument[]; lifeEvents?: TLifeEvent[] } = {},
  overrides: Record<string, Handler> = {},
) {
  let instruments = [...(initial.instruments ?? [])];
  let lifeEvents = [...(initial.lifeEvents ?? [])];
  const routes: Record<string, Handler> = {
    'GET /api/estate/instruments': () => ({ instruments }),
    'GET /api/estate/life-events': () => ({ lifeEvents }),
    'POST /api/estate/instruments': (body) => {
      const created = saved(body, IDS.created);
      instruments = [...instruments, created];
      return json(201, { instrument: created });
    },
    'POST /api/estate/life-events': (body) => {
      const created = lifeEvent({ ...(body as Partial<TLifeEvent>), id: IDS.createdEvent });
      lifeEvents = [...lifeEvents, created];
      return json(201, { lifeEvent: created });
    },
    'GET /api/documents': () => ({ documents: LISTS.documents }),
    'GET /api/advisors': () => ({ advisors: LISTS.advisors }),
    'GET /api/assets': () => ({ assets: LISTS.assets }),
    'GET /api/investments': () => ({ investments: LISTS.investments }),
    'GET /api/properties': () => ({ properties: LISTS.properties }),
    'GET /api/family': () => ({
      canInvite: true,
      invitations: [],
      members: [familyMember()],
      households: [],
    }),
    'GET /api/policies': () => ({ policies: [] }),
    'GET /api/estate/summary': () => estateSummary({ checksPassed: 9, checksTotal: 9 }),
  };
  for (const item of instruments) {
    routes[`PUT /api/estate/instruments/${item.id}`] = (body) => {
      const updated = saved(body, item.id, item.ownerId);
      instruments = instruments.map((each) => (each.id === item.id ? updated : each));
      return { instrument: updated };
    };
    routes[`DELETE /api/estate/instruments/${item.id}`] = () => {
      instruments = instruments.filter((each) => each.id !== item.id);
      return { ok: true };
    };
  }
  for (const event of lifeEvents) {
    routes[`DELETE /api/estate/life-events/${event.id}`] = () => {
      lifeEvents = lifeEvents.filter((each) => each.id !== event.id);
      return { ok: true };
    };
  }
  return fakeApi({ ...routes, ...overrides });
}

/** The page for Maria (the household's owner), or for the user the test names. */
export function renderPlan(user: Partial<TSessionUser> = {}, at = '/estate-plan') {
  return renderRoute(<EstatePlanPage />, '/estate-plan', {
    at,
    signedInAs: sessionUser({ id: OWNER, ...user }),
  });
}
