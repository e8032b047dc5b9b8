import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@web/lib/query-client';
import { PrerenderedThemeProvider } from '@web/lib/theme';
import { withCookieHeader } from '@web/lib/cookies';
import { AppLayout } from '../layouts/app-layout';
import { ExpensesPage } from '@web/features/expenses/pages/expenses-page';
import { FIRST_SCREEN_PATHS, seedFirstScreen, type PageAnswers } from './first-screen-data';
import { generatedAnswers } from './generated-answers';

/** Each first screen's page, as the route table has it. */
const PAGES: Record<string, ReactNode> = {
  '/expenses': <ExpensesPage />,
};

const missing = FIRST_SCREEN_PATHS.filter((path) => !(path in PAGES));
if (missing.length > 0)
  throw new Error(`No page to render for the first screens of ${missing.join(', ')}`);

export { FIRST_SCREEN_PATHS };

/**
 * The screen at `path` as HTML, inside the signed-in layout, rendered by the server from the
 * answers the app would read on arrival (scripts/build.mjs builds this for the server; see
 * server/http/first-screen.ts). null when there is no first screen for them. Synchronous from
 * the first seed to the last byte, so nothing of one request (the cookie stands in for
 * document.cookie) can meet another's.
 */
export function renderFirstScreen(input: {
  path: string;
  cookie: string;
  answers: PageAnswers;
}): string | null {
  const client = createQueryClient();
  try {
    if (!seedFirstScreen(client, input.path, input.answers)) return null;
    return withCookieHeader(input.cookie, () =>
      renderToString(
        <PrerenderedThemeProvider>
          <QueryClientProvider client={client}>
            <StaticRouter location={input.path}>
              <Routes>
                <Route element={<AppLayout />}>
                  <Route path={input.path} element={PAGES[input.path]} />
                </Route>
              </Routes>
            </StaticRouter>
          </QueryClientProvider>
        </PrerenderedThemeProvider>,
      ),
    );
  } finally {
    client.clear();
  }
}

/**
 * Renders each first screen once from made-up answers, for the server to call as it starts: the
 * first visitor's page then runs code V8 has already compiled. Throws if one renders nothing.
 */
export function warmUpFirstScreens(): void {
  for (const path of FIRST_SCREEN_PATHS) {
    const markup = renderFirstScreen({ path, cookie: '', answers: generatedAnswers(100) });
    if (markup === null)
      throw new Error(`The first screen of ${path} did not render from generated answers`);
  }
}
