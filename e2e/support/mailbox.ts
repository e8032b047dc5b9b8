import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { escapeHtml } from '@server/platform/mail/templates/render-email';
import { baseUrl } from './browser';

const localBrowsers = new WeakSet<Page>();

/**
 * The mailbox answers only a browser on the server's own machine, not a forwarded request; the
 * tests' contexts play visitors from elsewhere (X-Forwarded-For), so the mailbox pages are asked
 * without that header, as the developer's own browser would.
 */
async function asLocalBrowser(page: Page): Promise<void> {
  if (localBrowsers.has(page)) return;
  localBrowsers.add(page);
  await page.route(
    (url) => url.pathname.startsWith('/dev/mail'),
    (route) => {
      const headers = { ...route.request().headers() };
      delete headers['x-forwarded-for'];
      return route.continue({ headers });
    },
  );
}

/**
 * Opens the newest mail to `to` in the local mailbox page (/dev/mail), as a developer running
 * Nido without SMTP would, and returns the href of its main button.
 */
export async function openLatestMail(page: Page, to: string, subject: string): Promise<string> {
  await asLocalBrowser(page);
  await expect
    .poll(
      async () => {
        await page.goto('/dev/mail');
        return page.locator('tbody tr', { hasText: to }).filter({ hasText: subject }).count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await page
    .locator('tbody tr', { hasText: to })
    .filter({ hasText: subject })
    .first()
    .getByRole('link')
    .click();
  // The mail page's title is the subject; a message whose own heading repeats it shows it twice.
  await page.getByRole('heading', { name: subject }).first().waitFor();
  const button = page.getByRole('article', { name: 'Message' }).getByRole('link').first();
  const href = await button.getAttribute('href');
  if (!href) throw new Error(`The mail "${subject}" to ${to} has no link`);
  return href;
}

/** Clicks the main button of the newest mail to `to` and waits for the page it opens. */
export async function followLatestMail(page: Page, to: string, subject: string): Promise<void> {
  await openLatestMail(page, to, subject);
  await page.getByRole('article', { name: 'Message' }).getByRole('link').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/dev/mail'));
}

async function mailboxPage(server: string, path: string): Promise<string> {
  // Asked from the test process itself: a local request, as the mailbox requires.
  const response = await fetch(new URL(path, server));
  expect(response.ok, `GET ${path} answered ${response.status}`).toBe(true);
  return response.text();
}

/**
 * The href of the main button of the newest mail to `to`, read without a browser: for tests whose
 * subject is not the mail itself (an account made ready before the flow under test).
 */
export async function latestMailLink(
  to: string,
  subject: string,
  server = baseUrl(),
): Promise<string> {
  let messagePath: string | undefined;
  await expect
    .poll(
      async () => {
        const rows = (await mailboxPage(server, '/dev/mail')).split('<tr>');
        // The list escapes what it shows, as the server's own escapeHtml does.
        const row = rows.find(
          (html) =>
            html.includes(`<td>${escapeHtml(to)}</td>`) &&
            html.includes(`>${escapeHtml(subject)}</a>`),
        );
        messagePath = row?.match(/href="(\/dev\/mail\/[^"]+)"/)?.[1];
        return messagePath;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  const message = await mailboxPage(server, messagePath as string);
  const article = message.slice(message.indexOf('<article aria-label="Message">'));
  const href = article.match(/<a[^>]+href="([^"]+)"/)?.[1];
  if (!href) throw new Error(`The mail "${subject}" to ${to} has no link`);
  // Our links are escaped as every value in a mail is (escapeHtml); of its characters a URL can
  // hold only the & of its query.
  return href.replaceAll('&amp;', '&');
}
