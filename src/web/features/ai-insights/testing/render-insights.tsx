import { Outlet } from 'react-router';
import type { TDataSource } from '@shared/family/family-schemas';
import { fakeApi, type Handler } from '@test/web/fake-api';
import { ownSource } from '@test/web/data-sources';
import { renderRoutes } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { AssistantLauncher } from '../components/assistant-launcher';
import { AiInsightsPage } from '../pages/ai-insights-page';

export const ASSISTANT_ROUTE = 'POST /api/ai-financial-assistant';

type Options = {
  /** What POST /api/ai-financial-assistant answers. */
  assistant?: Handler;
  at?: string;
  /** The households one may view (GET /api/family/sources); by default only one's own. */
  sources?: TDataSource[];
};

function Screen({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

/**
 * The signed-in layout as far as the assistant needs it: a screen, the floating button, and the
 * /ai-insights page, with the person's own household selected.
 */
export function renderWithAssistant({
  assistant = () => ({}),
  at = '/dashboard',
  sources = [ownSource('user-1')],
}: Options = {}) {
  const api = fakeApi({
    'GET /api/family/sources': () => ({ sources }),
    [ASSISTANT_ROUTE]: assistant,
  });
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <AssistantLauncher />
          </>
        ),
        children: [
          { path: '/dashboard', element: <Screen title="Dashboard" /> },
          { path: '/ai-insights', element: <AiInsightsPage /> },
          { path: '*', element: <Screen title="Elsewhere" /> },
        ],
      },
    ],
    { at, signedInAs: sessionUser({ id: 'user-1' }) },
  );
  return { ...view, api };
}

/** Answers the assistant per action, as the one endpoint does; unknown actions fail the test. */
export function byAction(handlers: Partial<Record<string, Handler>>): Handler {
  return (body, init) => {
    const action = (body as { action?: string } | undefined)?.action ?? '';
    const handler = handlers[action];
    if (!handler) throw new Error(`No answer for the action ${action}`);
    return handler(body, init);
  };
}
