import { useEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenShown } from '@web/lib/first-screen-handoff';
import { householdKeys } from '@web/lib/household-data';
import { sessionKeys } from '@web/lib/session';
import { ownSource } from '@test/web/data-sources';
import { sessionUser } from '@test/web/session-user';
import { queryClient } from '../query-client';
import { FIRST_SCREEN_PATIENCE_MS, renderBehindFirstScreen } from './render-behind-first-screen';

/** Settles when the test says the live screen's data has come. */
let dataCame: () => void = () => undefined;
let cameData = new Promise<void>((resolve) => (dataCame = resolve));

/** The live screen: shown once its data has come, as a screen's query settles. */
function LiveScreen() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void cameData.then(() => setLoaded(true)), []);
  useScreenShown(loaded);
  return <p>{loaded ? 'live copy' : 'loading'}</p>;
}

const USER = sessionUser();

/** The answers the server read for the page, as it sends them. */
const ANSWERS: Record<string, unknown> = {
  '/api/auth/session': { user: USER, signedOutReason: null },
  '/api/family/sources': { sources: [ownSource(USER.id)] },
  [`/api/expenses?owners=${USER.id}`]: { expenses: [] },
};

/** A page as the server sends it with a first screen: the inert copy and its answers. */
function serverPage(answers = ANSWERS): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.dataset.firstScreen = '/expenses';
  root.setAttribute('inert', '');
  root.innerHTML = '<p>server copy</p>';
  document.body.append(root);
  for (const [url, body] of Object.entries(answers)) {
    const answer = document.createElement('script');
    answer.type = 'application/json';
    answer.dataset.apiAnswer = url;
    answer.textContent = JSON.stringify(body);
    document.body.append(answer);
  }
  return root;
}

async function start(answers = ANSWERS) {
  const firstScreen = serverPage(answers);
  const router = createMemoryRouter(
    [
      { path: '/expenses', element: <LiveScreen /> },
      { path: '/login', element: <p>sign in</p> },
    ],
    { initialEntries: ['/expenses'] },
  );
  await act(async () => {
    renderBehindFirstScreen(firstScreen, router, <RouterProvider router={router} />);
    await Promise.resolve();
  });
  return { router, firstScreen };
}

const shownRoot = () => document.getElementById('root');

afterEach(() => {
  document.body.replaceChildren();
  queryClient.clear();
  cameData = new Promise<void>((resolve) => (dataCame = resolve));
});

describe('renderBehindFirstScreen', () => {
  it("starts from the page's answers and keeps the server's copy until the live screen is shown, then swaps it in", async () => {
    const { firstScreen } = await start();
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(ANSWERS['/api/auth/session']);
    expect(queryClient.getQueryData(householdKeys.expenses([USER.id]))).toEqual([]);
    expect(document.querySelector('script[data-api-answer]')).toBeNull();
    // The live copy shows its loading state out of sight; the server's copy stays.
    expect(shownRoot()).toBe(firstScreen);
    expect(document.body).toHaveTextContent('server copy');
    expect(document.body).not.toHaveTextContent('loading');

    await act(async () => {
      dataCame();
      await cameData;
    });
    const live = shownRoot();
    expect(live).not.toBe(firstScreen);
    expect(firstScreen.isConnected).toBe(false);
    expect(live).toHaveTextContent('live copy');
    expect(live?.hasAttribute('inert')).toBe(false);
    expect(live?.dataset.firstScreen).toBeUndefined();
    expect(performance.getEntriesByName('nido:first-screen-replaced')).not.toHaveLength(0);
  });

  it('swaps at once when the app goes elsewhere (a session that ended sends the visitor to sign in)', async () => {
    const { router, firstScreen } = await start();
    await act(async () => router.navigate('/login'));
    expect(firstScreen.isConnected).toBe(false);
    expect(shownRoot()).toHaveTextContent('sign in');
  });

  it('swaps the live copy in as it is when it never says it is shown', async () => {
    vi.useFakeTimers();
    const { firstScreen } = await start();
    await act(async () => vi.advanceTimersByTimeAsync(FIRST_SCREEN_PATIENCE_MS - 1));
    expect(shownRoot()).toBe(firstScreen);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(firstScreen.isConnected).toBe(false);
    expect(shownRoot()).toHaveTextContent('loading');
  });

  it('starts without the answers when one cannot be read, and reports it', async () => {
    const reports: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      reports.push(url);
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    const { firstScreen } = await start({
      ...ANSWERS,
      [`/api/expenses?owners=${USER.id}`]: { expenses: [{ vendor: 'no id, no cost' }] },
    });
    expect(reports).toEqual(['/api/client-errors']);
    expect(queryClient.getQueryData(householdKeys.expenses([USER.id]))).toBeUndefined();
    await act(async () => {
      dataCame();
      await cameData;
    });
    expect(firstScreen.isConnected).toBe(false);
    expect(shownRoot()).toHaveTextContent('live copy');
  });
});
