import { describe, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser';
import { expectAccessible } from './support/axe';
import { e2eEmail, E2E_PASSWORD } from './support/users';

const browser = useBrowser();

describe('a visitor outside the US', () => {
  it('is sent to the waitlist when registering, and can join it', async () => {
    // The e2e server trusts X-Forwarded-For, as it would behind a proxy: this visitor is in the UK.
    const context = await browser().newContext({
      baseURL: baseUrl(),
      extraHTTPHeaders: { 'X-Forwarded-For': '81.2.69.142' },
    });
    await context.addInitScript(() =>
      localStorage.setItem('consent_preferences', JSON.stringify({ marketing: false })),
    );
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Olivia Hart');
    await page.getByLabel('Email').fill(e2eEmail('abroad'));
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/waitlist');

    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, '/waitlist');
    await page.getByLabel('Full Name').fill('Olivia Hart');
    await page.getByLabel('Email').fill(e2eEmail('abroad'));
    await page.getByLabel('Age').fill('41');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: /Join/ }).click();
    await page.getByRole('heading', { name: "You're on the List!" }).waitFor();
    await context.close();
  });
});
