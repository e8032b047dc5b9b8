// Runs at build time only (scripts/build.mjs loads it through Vite's SSR loader): renders the
// public pages to HTML with the same components the app uses.
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { CookieBanner } from '@web/features/consent/components/cookie-banner';
import { LandingPage } from '@web/features/public-site/pages/landing-page';
import { TermsPage } from '@web/features/public-site/pages/terms-page';
import { PrivacyPage } from '@web/features/public-site/pages/privacy-page';
import { SecurityPage } from '@web/features/public-site/pages/security-page';
import { FaqPage } from '@web/features/public-site/pages/faq-page';
import { PrerenderedThemeProvider } from '@web/lib/theme';
import { PageTitleSink } from '@web/lib/use-page-title';
import { PublicLayout } from '../layouts/public-layout';
import { publicPageHtml } from './public-page-html';

/** Each public page and the file its HTML is written to (dist/web/pages/…). */
export const PUBLIC_PAGES: Array<{ path: string; file: string; Component: ComponentType }> = [
  { path: '/', file: 'index.html', Component: LandingPage },
  { path: '/terms', file: 'terms.html', Component: TermsPage },
  { path: '/privacy', file: 'privacy.html', Component: PrivacyPage },
  { path: '/security', file: 'security.html', Component: SecurityPage },
  { path: '/faq', file: 'faq.html', Component: FaqPage },
];

/** The public layout as the app shows it, with the cookie banner in the markup, hidden. */
function PrerenderedLayout() {
  return (
    <>
      <PublicLayout />
      <CookieBanner hidden />
    </>
  );
}

const routes: RouteObject[] = [
  {
    Component: PrerenderedLayout,
    children: PUBLIC_PAGES.map(({ path, Component }) =>
      path === '/' ? { index: true, Component } : { path: path.slice(1), Component },
    ),
  },
];

async function renderPage(path: string): Promise<{ title: string; markup: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while pre-rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let title = '';
  const markup = renderToString(
    <StrictMode>
      <PageTitleSink.Provider value={(pageTitle) => (title = pageTitle)}>
        <PrerenderedThemeProvider>
          {/* hydrate={false}: no inline script (the CSP forbids it), nothing to hydrate. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PrerenderedThemeProvider>
      </PageTitleSink.Provider>
    </StrictMode>,
  );
  return { title, markup };
}

/** file name → complete HTML, for every public page. */
export async function renderPublicPages(
  indexHtml: string,
  script: string,
): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const { path, file } of PUBLIC_PAGES) {
    const { title, markup } = await renderPage(path);
    pages[file] = publicPageHtml(indexHtml, { title, markup, script });
  }
  return pages;
}
