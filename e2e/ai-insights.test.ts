import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { searchBox, tableVendors } from './support/expense-screen';
import { dismissToast, expectToast, seedExpenses } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/**
 * Asks the panel's chat a question and waits for its answer in the conversation. Focus is back in
 * the box at once, and no toast repeats the answer.
 */
async function ask(page: Page, panel: Locator, question: string, answer: string | RegExp) {
  const questionBox = panel.getByRole('textbox', { name: 'Ask a question' });
  await questionBox.fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => isFocused(questionBox)).toBe(true);
  const log = panel.getByRole('log', { name: 'Conversation' });
  const bubble = log.locator('li').filter({ hasText: answer }).last();
  await bubble.waitFor();
  expect(await page.getByText('Response received').count()).toBe(0);
  return bubble;
}

/** Opens a tab of the panel, runs its action and waits for the action's toast. */
async function runTab(page: Page, panel: Locator, tab: string, button: string, toast: string) {
  await panel.getByRole('tab', { name: tab }).click();
  const content = panel.getByRole('tabpanel', { name: tab });
  await content.getByRole('button', { name: button }).click();
  const shown = await expectToast(page, toast);
  const text = (await shown.textContent()) ?? '';
  await dismissToast(shown);
  return { content, toastText: text };
}

describe('AI Insights', () => {
  it('answers from the records in the floating panel, runs the four other tabs, and opens /ai-insights from Monthly Expenses', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('ai-insights'));
    await seedExpenses(page, [
      { category: 'other', vendor: 'Netflix', costCents: 1_599 },
      { category: 'auto', vendor: 'State Farm', costCents: 8_900, entityName: '2019 Toyota Camry' },
    ]);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The round button opens the panel, focus in its question box.
    await page.getByRole('button', { name: 'Open AI Insights' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Insights' });
    await panel.waitFor();
    const questionBox = panel.getByRole('textbox', { name: 'Ask a question' });
    await expect.poll(() => isFocused(questionBox)).toBe(true);
    expect(await panel.getByRole('tab').allTextContents()).toEqual([
      'Chat',
      'Anomalies',
      'Predictions',
      'Portfolio',
      'Tips',
    ]);
    expect(await panel.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'AI Insights panel');

    // A question answered with a figure from the two obligations ($15.99 + $89.00 a month), and
    // its source opens Monthly Expenses searched for that obligation.
    const total = await ask(page, panel, 'How much do we spend each month?', /\$104\.99/);
    await total.getByText('Answered from your records').waitFor();
    await total.getByRole('link', { name: /^State Farm/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/expenses' && url.searchParams.get('search') === 'State Farm',
    );
    await page.getByRole('heading', { level: 1, name: 'Monthly Expenses' }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('State Farm');
    await expect.poll(() => tableVendors(page)).toEqual(['State Farm']);

    // A question outside the records gets the honest answer.
    await ask(page, panel, "What's the weather tomorrow?", "I can't answer that yet");

    const anomalies = await runTab(
      page,
      panel,
      'Anomalies',
      'Detect anomalies',
      'unusual transactions',
    );
    const found = Number(/^Found (\d+) unusual transactions/.exec(anomalies.toastText)?.[1]);
    expect(Number.isInteger(found), anomalies.toastText).toBe(true);
    if (found === 0)
      await anomalies.content.getByRole('heading', { name: 'Nothing unusual' }).waitFor();
    else expect(await anomalies.content.getByRole('article').count()).toBe(found);

    // From the keyboard: the button keeps focus while it runs and after (a disabled button
    // would have dropped it to the page).
    await panel.getByRole('tab', { name: 'Predictions' }).click();
    const forecast = panel.getByRole('tabpanel', { name: 'Predictions' });
    const generate = forecast.getByRole('button', { name: 'Generate forecast' });
    await generate.focus();
    await page.keyboard.press('Enter');
    const forecastToast = await expectToast(page, '3-month forecast generated');
    expect(await isFocused(generate)).toBe(true);
    await dismissToast(forecastToast);
    await forecast.getByRole('img', { name: /^Forecast by month: / }).waitFor();
    expect(await forecast.getByRole('heading', { level: 3 }).count()).toBe(3);

    const portfolio = await runTab(
      page,
      panel,
      'Portfolio',
      'Analyze portfolio',
      'Investment insights ready',
    );
    await portfolio.content.getByRole('heading', { name: 'No investments yet' }).waitFor();

    const tips = await runTab(
      page,
      panel,
      'Tips',
      'Get recommendations',
      'AI has analyzed your finances',
    );
    await tips.content.getByRole('heading', { name: 'High priority' }).waitFor();
    await expectAccessible(page, 'AI Insights panel with tips');

    // Escape (from within the panel) closes it and gives focus back to the round button.
    await panel.getByRole('tab', { name: 'Tips' }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    const openButton = page.getByRole('button', { name: 'Open AI Insights' });
    await expect.poll(() => isFocused(openButton)).toBe(true);

    // Monthly Expenses' AI Insights button leads to the page with the same tabs. (Reached from
    // the sidebar: a reload would start the page afresh, without the conversation.)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Monthly Expenses', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Monthly Expenses' }).waitFor();
    await page.getByRole('link', { name: 'AI Insights', exact: true }).click();
    await page.waitForURL('**/ai-insights');
    await page.getByRole('heading', { level: 1, name: 'AI Insights' }).waitFor();
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Chat',
      'Anomalies',
      'Predictions',
      'Portfolio',
      'Tips',
    ]);
    expect(await openButton.count()).toBe(0);
    // The same conversation as in the panel (the same households are selected).
    await page
      .getByRole('log', { name: 'Conversation' })
      .getByText('How much do we spend each month?')
      .waitFor();
    await expectAccessible(page, '/ai-insights');
    await page.context().close();
  });

  it('fits a 375 px phone: the panel in the screen, its tabs without sideways scrolling, toasts off its question box, and it closes', async () => {
    const page = await newPage(browser(), { width: 375, height: 740 });
    await readyUser(page, e2eEmail('ai-insights-phone'));
    await seedExpenses(page, [{ category: 'other', vendor: 'Netflix', costCents: 1_599 }]);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Open AI Insights' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Insights' });
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375 && box.y + box.height <= 740).toBe(true);
    const tabs = panel.getByRole('tablist');
    expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

    await ask(page, panel, 'How much do we spend each month?', /\$15\.99/);
    await expectAccessible(page, 'AI Insights panel on a phone');

    await panel.getByRole('button', { name: 'Close AI Insights' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open AI Insights' }).waitFor();
    await page.context().close();
  });
});
