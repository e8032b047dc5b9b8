import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { BACKGROUND_REQUEST_HEADER } from '@shared/constants';

/**
 * A signed-in screen's first screen, rendered on the server into the page's HTML so the household
 * sees its list before the app's code has arrived and run (docs/ARCHITECTURE.md "First screens").
 * The renderer is the web app's own components, built for the server (scripts/build.mjs →
 * dist/ssr); the data is what the app would read first, read through the app's own API routes.
 */
export type RenderFirstScreen = (input: {
  path: string;
  cookie: string;
  answers: Record<string, { body: unknown; etag: string | null }>;
}) => string | null;

/** One API answer read for the page, as the browser would have received it. */
export type PageAnswer = { url: string; etag: string | null; text: string };

export type FirstScreen = { markup: string; answers: PageAnswer[] };

/** Reads one of the page's API URLs as the person asking for the page. */
export type ReadAsViewer = (url: string) => Response | Promise<Response>;

/**
 * The renderer, the paths it has a first screen for, and a render of each from made-up answers
 * that compiles its code before the first visitor (the server runs it once as it starts).
 */
export type FirstScreenRenderer = {
  render: RenderFirstScreen;
  paths: ReadonlySet<string>;
  warmUp?: () => void;
};

/** The build's renderer, or undefined when there is none (the API-only tests, `npm run dev`). */
export async function loadFirstScreenRenderer(
  file: string,
): Promise<FirstScreenRenderer | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderFirstScreen: RenderFirstScreen;
    FIRST_SCREEN_PATHS: readonly string[];
    warmUpFirstScreens: () => void;
  };
  return {
    render: module.renderFirstScreen,
    paths: new Set(module.FIRST_SCREEN_PATHS),
    warmUp: module.warmUpFirstScreens,
  };
}

/** Headers of the page's request that its API reads carry, as the browser's own would. */
const CARRIED_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto'];

/**
 * The request the app would send for `url` on this page: the same person (cookie), address and
 * browser; the subscription is asked as background traffic, as the app polls it.
 */
export function viewerRequest(c: Context, url: string): Request {
  const headers = new Headers({ Accept: 'application/json' });
  for (const name of CARRIED_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  if (url === '/api/subscription') headers.set(BACKGROUND_REQUEST_HEADER, '1');
  return new Request(new URL(url, c.req.url), { headers });
}

/**
 * The first screen of `path` from the answers to `urls` (the page's data preloads), or null when
 * any of them is not a plain 200 (the app will then read and handle them itself) or the renderer
 * has no first screen for what they say.
 */
export async function renderFirstScreen(
  render: RenderFirstScreen,
  path: string,
  cookie: string,
  urls: readonly string[],
  read: ReadAsViewer,
): Promise<FirstScreen | null> {
  const answers = await Promise.all(
    urls.map(async (url): Promise<PageAnswer | null> => {
      const response = await read(url);
      if (response.status !== 200) {
        await response.body?.cancel();
        return null;
      }
      return { url, etag: response.headers.get('etag'), text: await response.text() };
    }),
  );
  if (answers.some((answer) => answer === null)) return null;
  const read200 = answers as PageAnswer[];
  const markup = render({
    path,
    cookie,
    answers: Object.fromEntries(
      read200.map((answer) => [
        answer.url,
        { body: JSON.parse(answer.text) as unknown, etag: answer.etag },
      ]),
    ),
  });
  return markup === null ? null : { markup, answers: read200 };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * One answer as a JSON data block the app starts from instead of asking again
 * (web/app/first-screen/page-answers.ts). Not a script the browser runs (so the CSP has nothing to allow); `<` only appears inside JSON strings,
 * where `\u003c` means the same and no `</script>` in a household's text can end the block.
 */
function answerBlock(answer: PageAnswer): string {
  const etag = answer.etag ? ` data-etag="${escapeAttribute(answer.etag)}"` : '';
  const json = answer.text.replace(/</g, '\\u003c');
  return `<script type="application/json" data-api-answer="${escapeAttribute(answer.url)}"${etag}>${json}</script>`;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html cut where the first screen goes: the head (styles, the app's code and its preloads)
 * can be sent before the screen is rendered, so the browser fetches and compiles them meanwhile.
 */
export function splitAtRoot(indexHtml: string): { head: string; tail: string } {
  const at = indexHtml.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error('index.html has no empty #root');
  return { head: indexHtml.slice(0, at), tail: indexHtml.slice(at + ROOT_ELEMENT.length) };
}

/**
 * What replaces the empty #root, in two parts: the first screen, `inert` until the app replaces
 * it with its own, live copy (web/app/first-screen/render-behind-first-screen.ts), and then the
 * answers (so the screen can go out before their megabytes); or, without a screen, the empty
 * root the app renders into as usual, and no answers.
 */
export function firstScreenRoot(
  path: string,
  screen: FirstScreen | null,
): { root: string; answers: string } {
  if (!screen) return { root: ROOT_ELEMENT, answers: '' };
  return {
    root: `<div id="root" data-first-screen="${escapeAttribute(path)}" inert>${screen.markup}</div>`,
    answers: screen.answers.map(answerBlock).join(''),
  };
}
