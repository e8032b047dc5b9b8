import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { readyUser } from './support/account-flows';
import { e2eEmail } from './support/users';

const browser = useBrowser();

describe('inactivity', () => {
  it('signs the user out after 30 idle minutes, with the spec message', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('idle'));
    // From here the browser's clock is fake (the reload starts the app under it); the server keeps real time.
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.clock.fastForward('29:00');
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.clock.fastForward('02:00');
    await page.waitForURL('**/login');
    await page.getByText("You've been signed out due to inactivity.").waitFor();
    // The session is over on the server too: the app needs a new sign-in.
    const session = await page.evaluate(
      async () => (await fetch('/api/auth/session')).json() as Promise<{ user: unknown }>,
    );
    expect(session.user).toBeNull();
    await page.context().close();
  });

  it('keeps an active user signed in', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('busy'));
    await page.clock.install();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (let step = 0; step < 3; step += 1) {
      await page.clock.fastForward('20:00');
      await page.mouse.move(100 + step * 10, 200);
      await page.keyboard.press('Shift');
    }
    await page.clock.fastForward('01:00');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.context().close();
  });
});
