import { describe, expect, it } from 'vitest';
import { baseUrl, newContext, newPage, useBrowser } from './support/browser';
import { readyUser } from './support/account-flows';
import { e2eEmail } from './support/users';

const browser = useBrowser();

describe('the pre-rendered landing page', () => {
  it('reads in full without JavaScript: the spec texts, the FAQ and the links', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const main = page.getByRole('main');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Everything your family needs to know, in one safe place');
    for (const text of [
      '570 hours',
      'Couples',
      'Parents',
      'Adult Children',
      'Advisors',
      '$59',
      '$299',
      'Is my information safe?',
      'What happens when someone dies?',
      'Who can see our information?',
    ])
      expect(await main.textContent(), text).toContain(text);
    // The FAQ answers open without script (native disclosure).
    await page.getByText('Is my information safe?').click();
    expect(await page.locator('details[open]').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Get started' }).first().getAttribute('href')).toBe(
      '/register',
    );
    expect(await page.title()).toBe("Nido: your family's finances and estate plan in one place");
    // (axe needs script in the page; public-site.test.ts checks the same markup with it.)
    await context.close();
  });

  it('loads only its own small script, none of the app, and logs no errors', async () => {
    const page = await newPage(browser(), { consentDecided: false });
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    // The script ran: the banner appears after its delay.
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The theme script (hashed, so cached for a year) and the page's own script.
    expect(scripts.toSorted(), scripts.join(', ')).toEqual([
      expect.stringMatching(/^\/assets\/public-page-[A-Za-z0-9]+\.js$/),
      expect.stringMatching(/^\/assets\/theme-init-[A-Za-z0-9_-]+\.js$/),
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers a signed-in visitor the dashboard instead of Login', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await readyUser(page, e2eEmail('landing-signed-in'));
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Go to dashboard' }).waitFor();
    expect(await banner.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await banner.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
