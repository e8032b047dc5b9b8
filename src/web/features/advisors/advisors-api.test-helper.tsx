import type { TAdvisor, TAdvisorLink } from '@shared/advisors/advisor-schemas';
import type { TSessionUser } from '@shared/auth/session-view';
import { fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { IDS, advisor, asset, expense, investment } from './advisor-fixtures.test-helper';
import { AdvisorsPage } from './pages/advisors-page';

/** How the fake server names linked items, as the real one does from the household's lists. */
const LABELS: Record<string, string> = {
  [IDS.checking]: 'Chase · Everyday Checking',
  [IDS.brokerage]: 'Fidelity · Joint brokerage',
  [IDS.lifePolicy]: 'Northwestern Mutual · Term life',
};

/** An advisor as the server answers a save: its links gain their labels. */
function saved(body: unknown, id: string): TAdvisor {
  const input = body as Omit<TAdvisor, 'links'> & { links: TAdvisorLink[] };
  const links = input.links.map((link) => ({ ...link, label: LABELS[link.id] ?? link.id }));
  return advisor({ ...input, address: null, id, links });
}

/**
 * The advisors API over an in-memory list (a save is followed by the refreshed list), with the
 * household lists the link picker offers: a checking account, a brokerage account, an insurance
 * policy and a water bill (which is not an insurance policy, so it is not offered).
 */
export function advisorsApi(initial: TAdvisor[], overrides: Record<string, Handler> = {}) {
  let list = [...initial];
  const replace = (updated: TAdvisor) => {
    list = list.map((item) => (item.id === updated.id ? updated : item));
    return { advisor: updated };
  };
  return fakeApi({
    'GET /api/advisors': () => ({ advisors: list }),
    'GET /api/assets': () => ({ assets: [asset()] }),
    'GET /api/investments': () => ({ investments: [investment()] }),
    'GET /api/loans': () => ({ loans: [] }),
    'GET /api/properties': () => ({ properties: [] }),
    'GET /api/expenses': () => ({
      expenses: [
        expense(),
        expense({ id: IDS.waterBill, category: 'other', vendor: 'City Water', entityName: null }),
      ],
    }),
    'POST /api/advisors': (body) => {
      const created = saved(body, 'advisor-new');
      list = [created, ...list];
      return json(201, { advisor: created });
    },
    'PUT /api/advisors/advisor-1': (body) => replace(saved(body, 'advisor-1')),
    'DELETE /api/advisors/advisor-1': () => {
      list = list.filter((item) => item.id !== 'advisor-1');
      return { ok: true };
    },
    'POST /api/advisors/advisor-1/access': (body) => {
      const { level, scope } = body as {
        level: 'read' | 'read_write';
        scope: NonNullable<TAdvisor['access']['scope']>;
      };
      const current = list.find((item) => item.id === 'advisor-1') ?? advisor();
      return replace({
        ...current,
        access: { status: 'invited', level, expiresAt: '2026-06-15T12:00:00.000Z', scope },
      });
    },
    'PUT /api/advisors/advisor-1/access/scope': (body) => {
      const scope = body as NonNullable<TAdvisor['access']['scope']>;
      const current = list.find((item) => item.id === 'advisor-1') ?? advisor();
      return replace({ ...current, access: { ...current.access, scope } });
    },
    'POST /api/advisors/advisor-1/access/renew': () => {
      const current = list.find((item) => item.id === 'advisor-1') ?? advisor();
      return replace({
        ...current,
        access: { ...current.access, status: 'active', expiresAt: '2026-08-14T12:00:00.000Z' },
      });
    },
    'DELETE /api/advisors/advisor-1/access': () => {
      const current = list.find((item) => item.id === 'advisor-1') ?? advisor();
      return replace({
        ...current,
        access: { status: 'none', level: null, expiresAt: null, scope: null },
      });
    },
    ...overrides,
  });
}

export function renderAdvisors(user: Partial<TSessionUser> = {}) {
  return renderRoute(<AdvisorsPage />, '/advisors', { signedInAs: sessionUser(user) });
}
