import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '@test/web-media';
import { makeChatAnswer } from '../testing/ai-fixtures';
import { byAction, renderWithAssistant } from '../testing/render-insights';

const openButton = () => screen.getByRole('button', { name: 'Open AI Insights' });

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(openButton());
  return screen.findByRole('dialog', { name: 'AI Insights' });
}

describe('AssistantLauncher (spec §2 AI assistant)', () => {
  it('opens the AI Insights panel with its five tabs from the round button; Escape closes it back to the button', async () => {
    const user = userEvent.setup();
    renderWithAssistant();
    await screen.findByRole('heading', { name: 'Dashboard' });
    const panel = await openPanel(user);

    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Chat', 'Anomalies', 'Predictions', 'Portfolio', 'Tips']);
    expect(within(panel).getByRole('tab', { name: 'Chat', selected: true })).toBeInTheDocument();
    // Focus goes to the question box, ready to type.
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Ask a question' })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Open AI Insights' })).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'AI Insights' })).toBeNull();
    await waitFor(() => expect(openButton()).toHaveFocus());
  });

  it('collapses to its title bar and expands again; a closed panel keeps the conversation', async () => {
    const user = userEvent.setup();
    renderWithAssistant({ assistant: byAction({ chat: () => makeChatAnswer() }) });
    await screen.findByRole('heading', { name: 'Dashboard' });
    let panel = await openPanel(user);

    const collapse = within(panel).getByRole('button', { name: 'Collapse AI Insights' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    expect(within(panel).queryByRole('tablist')).toBeNull();
    const expand = within(panel).getByRole('button', { name: 'Expand AI Insights' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(within(panel).getByRole('tablist')).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: 'Ask a question' }), 'Spend?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await within(panel).findByText('You spend $1,234.56 a month on 7 obligations.');

    await user.click(within(panel).getByRole('button', { name: 'Close AI Insights' }));
    expect(screen.queryByRole('dialog', { name: 'AI Insights' })).toBeNull();
    panel = await openPanel(user);
    expect(
      within(panel).getByText('You spend $1,234.56 a month on 7 obligations.'),
    ).toBeInTheDocument();
  });

  it('puts its toasts at the top, clear of its question box and Send at the bottom-right', async () => {
    const user = userEvent.setup();
    renderWithAssistant({
      assistant: byAction({
        chat: () => makeChatAnswer(),
        get_recommendations: () => ({ recommendations: 'All good.', tips: [] }),
      }),
    });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox', { name: 'Ask a question' }), 'Spend?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    // An answer shows in the panel and raises no toast.
    await within(panel).findByText('You spend $1,234.56 a month on 7 obligations.');
    expect(screen.queryByText('Response received')).toBeNull();

    await user.click(within(panel).getByRole('tab', { name: 'Tips' }));
    await user.click(within(panel).getByRole('button', { name: 'Get recommendations' }));
    const analyzed = await screen.findByText('AI has analyzed your finances');
    expect(analyzed.closest('[data-sonner-toast]')).toHaveAttribute('data-y-position', 'top');
  });

  it('carries the conversation to /ai-insights when the panel is opened as a page', async () => {
    const user = userEvent.setup();
    renderWithAssistant({ assistant: byAction({ chat: () => makeChatAnswer() }) });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox', { name: 'Ask a question' }), 'Spend?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await within(panel).findByText('You spend $1,234.56 a month on 7 obligations.');

    await user.click(within(panel).getByRole('link', { name: 'Open AI Insights page' }));
    await screen.findByRole('heading', { level: 1, name: 'AI Insights' });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).getByText('Spend?')).toBeInTheDocument();
    expect(
      within(log).getByText('You spend $1,234.56 a month on 7 obligations.'),
    ).toBeInTheDocument();
  });

  it('steps aside on /ai-insights, where the page shows the same tabs', async () => {
    renderWithAssistant({ at: '/ai-insights' });
    await screen.findByRole('heading', { level: 1, name: 'AI Insights' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Chat',
      'Anomalies',
      'Predictions',
      'Portfolio',
      'Tips',
    ]);
    expect(screen.queryByRole('button', { name: 'Open AI Insights' })).toBeNull();
  });

  it('on a phone, closes when a link in an answer is followed, showing the screen it opens', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderWithAssistant({
      assistant: byAction({
        chat: () =>
          makeChatAnswer({
            sources: [{ kind: 'loan', id: 'l1', label: 'Chase mortgage', href: '/loans' }],
          }),
      }),
    });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const panel = await openPanel(user);
    await user.type(within(panel).getByRole('textbox', { name: 'Ask a question' }), 'Loans?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await user.click(await within(panel).findByRole('link', { name: 'Chase mortgage' }));

    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(screen.queryByRole('dialog', { name: 'AI Insights' })).toBeNull();
  });
});
