import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Fails with a readable list when axe finds serious or critical WCAG 2.2 AA violations.
 *
 * A toast still up is closed first: it leaves on its own after 4 seconds, and one that starts
 * fading out while axe reads the page (a check on a busy machine can take longer than that) is
 * judged at half opacity. Toasts themselves are judged, held still, by expectToastAccessible.
 */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await closeToasts(page);
  await judge(page, label);
}

/**
 * Judges the page with `toast` on it: the pointer rests on it, which holds every toast (sonner
 * pauses their timers while the pointer is over them), and moves away afterwards.
 */
export async function expectToastAccessible(
  page: Page,
  toast: Locator,
  label: string,
): Promise<void> {
  await toast.hover();
  await judge(page, label);
  await page.mouse.move(0, 0);
}

/** Closes every toast with its own close button (a click in the page: the pointer stays put). */
async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  await page
    .locator('[data-sonner-toast] button[aria-label="Close toast"]')
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
  await expect.poll(() => toasts.count(), { timeout: 15_000 }).toBe(0);
}

async function judge(page: Page, label: string): Promise<void> {
  // Judge what the user sees once it has settled, not a toast or dialog halfway through fading in:
  // until two frames have passed with nothing moving (a toast can mount just after the page's own
  // transitions end). Endless ones (a spinner) never settle and are not waited for.
  await page.evaluate(async () => {
    const moving = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
    const twoFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 50; round += 1) {
      await Promise.all(moving().map((animation) => animation.finished.catch(() => undefined)));
      await twoFrames();
      if (moving().length === 0) return;
    }
  });
  // Legacy mode runs axe.run in the page itself. The default runs each frame's part and then
  // puts the results together in a new blank page, which is for cross-origin frames (Nido has
  // none) and took 1.6-1.9 times as long for the same results (measured on /login and /privacy):
  // the 156 checks of the suite spent 255 s of its 760 s in axe.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    )
    .join('\n');
  expect(report, `accessibility violations on ${label}`).toBe('');
}
