import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './context';
import { readEncodedFile, sendEncoded, type EncodedFile } from './encoded-body';
import { hashedAssets, IMMUTABLE } from './hashed-assets';
import { firstScreenRoot, splitAtRoot, type FirstScreen } from './first-screen';
import { streamedPage } from './streamed-page';
import { preloadLinks, readsOwnListsOnly } from './page-data-preloads';

const REVALIDATE = 'no-cache';

/** The API reads to start with an app page's HTML, for this request (page-data-preloads.ts). */
export type PageData = (c: Context<AppEnv>) => Promise<string[]>;

/**
 * The screens the server renders a first screen for (first-screen.ts), and how: from the page's
 * data preloads, as the person asking.
 */
export type FirstScreens = {
  paths: ReadonlySet<string>;
  render(c: Context<AppEnv>, urls: readonly string[]): Promise<FirstScreen | null>;
};

/** Route → hashed files its page needs (written by scripts/build.mjs). */
export type RoutePreloads = Record<string, string[]>;

const SAFE_ASSET = /^\/assets\/[A-Za-z0-9._-]+\.js$/;

/** index.html with <link rel="modulepreload"> for the page's own code, so it loads in parallel. */
export function withPreloads(indexHtml: string, files: string[] | undefined): string {
  const links = (files ?? [])
    .filter((file) => SAFE_ASSET.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return links ? indexHtml.replace('</head>', `${links}</head>`) : indexHtml;
}

export function readRoutePreloads(file: string): RoutePreloads {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  } catch {
    return {};
  }
}

/** URL path → pre-rendered page, from dist/web/pages (index.html is `/`, terms.html `/terms`…). */
function readPrerenderedPages(folder: string): Map<string, EncodedFile> {
  const pages = new Map<string, EncodedFile>();
  if (!existsSync(folder)) return pages;
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.html'))) {
    const route = name === 'index.html' ? '/' : `/${name.slice(0, -'.html'.length)}`;
    pages.set(route, readEncodedFile(path.join(folder, name)));
  }
  return pages;
}

function sendPrerendered(c: Context<AppEnv>, page: EncodedFile) {
  c.header('Cache-Control', REVALIDATE);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return sendEncoded(c, page);
}

/** The page's API preloads; without them (a failed session read) the page still loads. */
async function readPageData(c: Context<AppEnv>, pageData: PageData | undefined): Promise<string[]> {
  if (!pageData) return [];
  try {
    return await pageData(c);
  } catch (error) {
    c.get('log').warn({ err: error }, 'could not read the page data to preload');
    return [];
  }
}

/**
 * The page with its first screen: the head goes out at once (the browser fetches and compiles the
 * app's code meanwhile), the screen and its answers when rendered. A renderer that fails only
 * costs the head start: the app then reads its data itself.
 */
function sendWithFirstScreen(
  c: Context<AppEnv>,
  html: string,
  firstScreens: FirstScreens,
  urls: readonly string[],
) {
  const { head, tail } = splitAtRoot(html);
  const rest = () =>
    firstScreens
      .render(c, urls)
      .catch((error: unknown) => {
        c.get('log').warn({ err: error }, 'could not render the first screen');
        return null;
      })
      .then((rendered) => {
        const { root, answers } = firstScreenRoot(c.req.path, rendered);
        return [root, answers + tail];
      });
  return streamedPage(c, head, rest);
}

/**
 * Serves the built single-page app: hashed files under /assets are cached for a year, everything
 * else is revalidated, and any other GET that is not an API call gets index.html so that the
 * browser router can take over (history fallback). The public pages (/, /terms, /privacy,
 * /security, /faq) are pre-rendered HTML with one small script (docs/adr/0005); `/?invitation=…`
 * is the app's invitation handler. App pages reached first get their code preloaded.
 */
export function staticWeb(
  webRoot: string,
  preloads: RoutePreloads = {},
  pageData?: PageData,
  firstScreens?: FirstScreens,
) {
  const web = new Hono<AppEnv>();
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) {
    web.get('*', (c) =>
      c.text(
        'The web app is not built yet. Run `npm run build`, or use `npm start`, which builds it.',
        503,
      ),
    );
    return web;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pageHtml = new Map(
    Object.entries(preloads).map(([route, files]) => [route, withPreloads(indexHtml, files)]),
  );
  const sendPage = async (c: Context<AppEnv>) => {
    const html = pageHtml.get(c.req.path) ?? indexHtml;
    const data = await readPageData(c, pageData);
    if (data.length === 0) {
      c.header('Cache-Control', REVALIDATE);
      return c.html(html);
    }
    // Made for the person signed in (their id is in a list's URL): no cache may keep it.
    c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Cookie');
    // The answers come with the screen; nothing is left to preload.
    if (firstScreens?.paths.has(c.req.path) && readsOwnListsOnly(data))
      return sendWithFirstScreen(c, html, firstScreens, data);
    // After the page's scripts and their preloads, so the browser asks for those first.
    return c.html(html.replace('</head>', `${preloadLinks(data)}</head>`));
  };
  for (const [route, page] of readPrerenderedPages(path.join(webRoot, 'pages'))) {
    web.get(route, (c) =>
      route === '/' && c.req.query('invitation') !== undefined
        ? sendPage(c)
        : sendPrerendered(c, page),
    );
  }
  for (const route of pageHtml.keys()) web.get(route, sendPage);
  web.get('/assets/*', hashedAssets(path.join(webRoot, 'assets')));

  // serveStatic builds its Response before onFound runs, so the caching header is set up front.
  const files: MiddlewareHandler<AppEnv> = serveStatic<AppEnv>({
    root: webRoot,
    precompressed: true,
  });
  const cachedFiles: MiddlewareHandler<AppEnv> = (c, next) => {
    c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    return files(c, next);
  };
  web.use('*', cachedFiles);
  web.get('*', (c) => {
    // A missing hashed asset is a real 404 (an old tab after a deploy), not the app shell.
    if (c.req.path.startsWith('/assets/')) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    return sendPage(c);
  });
  return web;
}
