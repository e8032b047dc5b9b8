import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectAccessible } from './support/axe';

const browser = useBrowser();

const PUBLIC_PAGES = [
  { path: '/', heading: /./ },
  { path: '/terms', heading: /Terms of Service/ },
  { path: '/privacy', heading: /Privacy Policy/ },
  { path: '/security', heading: /Security/ },
  { path: '/faq', heading: /(FAQ|Frequently Asked Questions)/ },
];

describe('public pages', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const { path, heading } of PUBLIC_PAGES) {
      it(`${path} renders and passes axe in the ${theme} theme`, async () => {
        const page = await newPage(browser(), { theme });
        await page.goto(path);
        await expect.poll(() => page.locator('h1').first().textContent()).toMatch(heading);
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          theme === 'dark',
        );
        await expectAccessible(page, `${path} (${theme})`);
        await page.context().close();
      });
    }
  }

  it('fit a 360 px wide phone without horizontal scrolling', async () => {
    const page = await newPage(browser(), { width: 360, height: 740 });
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });

  it('the top bar has the logo link home, a theme toggle, Login and Get started', async () => {
    const page = await newPage(browser());
    await page.goto('/terms');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Nido home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => banner.getByRole('link', { name: 'Login' }).getAttribute('href'))
      .toBe('/login');
    expect(await banner.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe(
      '/register',
    );
    await page.context().close();
  });

  it('scrolls to the top when the route changes', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('shows a not-found page for unknown paths', async () => {
    const page = await newPage(browser());
    await page.goto('/no/such/page');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    await expectAccessible(page);
    await page.context().close();
  });

  it.each(['/segments-admin', '/document-analysis', '/dashboard'])(
    'sends signed-out visitors of %s to /login',
    async (path) => {
      const page = await newPage(browser());
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Sign In' }).waitFor();
      await page.context().close();
    },
  );
});

describe('theme', () => {
  it('toggles light and dark, and the choice survives a reload without a flash', async () => {
    const page = await newPage(browser(), { theme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    // The class must be there before the app's code runs: check at DOMContentLoaded.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.context().close();
  });

  it('follows the system setting until the user chooses', async () => {
    const page = await newPage(browser(), { theme: 'dark' });
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.context().close();
  });
});

describe('cookie consent', () => {
  it('shows the banner, and Accept records marketing consent so it does not come back', async () => {
    const page = await newPage(browser(), { consentDecided: false });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await expectAccessible(page, 'landing with cookie banner');
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('consent_preferences') ?? 'null') as unknown,
    );
    expect(stored).toMatchObject({ marketing: true });
    // A fake clock runs the banner's 100 ms delay at once; then the session probe it waits on has
    // answered once the network is idle, so a banner that wrongly came back would be showing.
    await page.clock.install();
    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.clock.runFor(1000);
    await page.waitForLoadState('networkidle');
    expect(await banner.count()).toBe(0);
    await page.context().close();
  });

  it('closing the banner declines', async () => {
    const page = await newPage(browser(), { consentDecided: false });
    await page.goto('/');
    await page.getByRole('button', { name: 'Decline and close' }).click();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('consent_preferences') ?? 'null') as unknown,
    );
    expect(stored).toMatchObject({ marketing: false });
    await page.context().close();
  });

  it('Customize opens Privacy Preferences with Essential fixed on', async () => {
    const page = await newPage(browser(), { consentDecided: false });
    await page.goto('/');
    await page.getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Preferences' });
    await dialog.waitFor();
    const essential = dialog.getByRole('switch', { name: 'Essential' });
    expect(await essential.getAttribute('aria-checked')).toBe('true');
    expect(await essential.isDisabled()).toBe(true);
    await expectAccessible(page, 'privacy preferences dialog');

    // Cancel keeps nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('consent_preferences'))).toBeNull();

    await page.getByRole('button', { name: 'Customize' }).click();
    await dialog.getByRole('switch', { name: 'Product Updates' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'detached' });
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('consent_preferences') ?? 'null') as unknown,
    );
    expect(stored).toMatchObject({ marketing: true });
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await page.context().close();
  });

  it('the footer reopens the preferences later', async () => {
    const page = await newPage(browser());
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
    await page.getByRole('dialog', { name: 'Privacy Preferences' }).waitFor();
    await page.context().close();
  });
});
