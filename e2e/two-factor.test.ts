import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectAccessible } from './support/axe';
import { readyUser, signInThroughUi } from './support/account-flows';
import { E2E_PASSWORD, e2eEmail } from './support/users';
import { totpCode } from '../test/harness/totp';

const browser = useBrowser();

describe('two-factor authentication', () => {
  it('is enrolled from Settings with a QR code, then asked for at sign-in', async () => {
    const page = await newPage(browser());
    const email = e2eEmail('twofactor');
    await readyUser(page, email);

    await page.goto('/settings#security');
    const security = page.locator('#security');
    await security.getByRole('button', { name: 'Set up two-factor' }).click();
    await security.getByLabel('Current password').fill(E2E_PASSWORD);
    await security.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('img', { name: 'QR code for adding Nido to your authenticator app' })
      .waitFor();
    await expectAccessible(page, '/settings two-factor enrolment');

    // The key shown for manual entry, as a person would type it into their app.
    const manualKey =
      (await page.getByText("Can't scan it?").locator('code').textContent())?.replace(/\s+/g, '') ??
      '';
    expect(manualKey).toMatch(/^[A-Z2-7]+$/);
    await page.getByLabel('6-digit code from your app').fill(totpCode(manualKey));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByText('Two-factor authentication is on').first().waitFor();

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await signInThroughUi(page, email);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    await expectAccessible(page, '/login two-factor step');
    const verify = page.getByRole('button', { name: 'Verify' });
    await code.fill('12ab3');
    expect(await code.inputValue()).toBe('123');
    expect(await verify.isDisabled()).toBe(true);

    // A wrong code clears the input.
    await code.fill(totpCode(manualKey, Date.now() + 10 * 60_000));
    await verify.click();
    await expect.poll(() => code.inputValue()).toBe('');

    // The next time step's code: the enrolment code cannot be used twice.
    await code.fill(totpCode(manualKey, Date.now() + 30_000));
    await verify.click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});
