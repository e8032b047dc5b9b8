import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type Handler } from '@test/web/fake-api';
import { expectLinkTo } from '@test/web/expect-link';
import { makeChatAnswer } from '../../testing/ai-fixtures';
import { ASSISTANT_ROUTE, byAction, renderWithAssistant } from '../../testing/render-insights';

const questionBox = () => screen.getByRole('textbox', { name: 'Ask a question' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

/** The /ai-insights page on its Chat tab. */
async function openChat(assistant: Handler) {
  const view = renderWithAssistant({ at: '/ai-insights', assistant });
  await screen.findByRole('heading', { level: 1, name: 'AI Insights' });
  // The households one may view have loaded: questions can be asked.
  await screen.findByRole('button', { name: 'My Account' });
  return view;
}

describe('Chat tab', () => {
  it('keeps Send disabled while the question is empty or only spaces (spec §5)', async () => {
    const user = userEvent.setup();
    const { api } = await openChat(byAction({ chat: () => makeChatAnswer() }));
    expect(sendButton()).toBeDisabled();
    await user.type(questionBox(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.callsTo(ASSISTANT_ROUTE)).toHaveLength(0);
    await user.type(questionBox(), 'x');
    expect(sendButton()).toBeEnabled();
  });

  it('asks for the selected households and shows the answer with its sources and how it was answered, with no toast', async () => {
    const user = userEvent.setup();
    const { api } = await openChat(
      byAction({
        chat: () =>
          makeChatAnswer({
            response: 'You pay $89.00 a month to State Farm for the Camry.',
            sources: [
              {
                kind: 'obligation',
                id: 'e1',
                label: 'State Farm',
                href: '/expenses?search=State%20Farm',
              },
            ],
          }),
      }),
    );
    await user.type(questionBox(), '  What do we spend on the Camry?  ');
    await user.click(sendButton());
    // Send is disabled until the answer comes: focus goes back to the box, not to the page.
    expect(questionBox()).toHaveFocus();

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    await within(log).findByText('You pay $89.00 a month to State Farm for the Camry.');
    expect(within(log).getByText('What do we spend on the Camry?')).toBeInTheDocument();
    expectLinkTo(within(log), 'State Farm', '/expenses?search=State%20Farm');
    expect(within(log).getByText('Answered from your records')).toBeInTheDocument();
    // The answer is in the conversation, so no toast repeats it.
    expect(screen.queryByText('Response received')).toBeNull();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(questionBox()).toHaveValue('');

    const [call] = api.callsTo(ASSISTANT_ROUTE);
    expect(call?.search).toBe('?owners=user-1');
    expect(call?.body).toEqual({ action: 'chat', query: 'What do we spend on the Camry?' });
  });

  it('says when a model phrased the answer', async () => {
    const user = userEvent.setup();
    await openChat(byAction({ chat: () => makeChatAnswer({ answeredBy: 'model' }) }));
    await user.type(questionBox(), 'Spend?{Enter}');
    expect(await screen.findByText('Phrased by your AI model')).toBeInTheDocument();
    expect(screen.queryByText('Answered from your records')).toBeNull();
  });

  it('asks a starter question with one press, then offers the suggestions of the answer', async () => {
    const user = userEvent.setup();
    const { api } = await openChat(
      byAction({
        chat: () =>
          makeChatAnswer({
            response: "I can't answer that yet.",
            understood: false,
            suggestions: ['Who is our executor?'],
          }),
      }),
    );
    const examples = screen.getByRole('group', { name: 'Example questions' });
    await user.click(within(examples).getByRole('button', { name: 'What is due this week?' }));
    expect(questionBox()).toHaveFocus();
    await screen.findByText("I can't answer that yet.");
    expect(api.bodiesOf(ASSISTANT_ROUTE)).toEqual([
      { action: 'chat', query: 'What is due this week?' },
    ]);
    expect(
      within(examples)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Who is our executor?']);
  });

  it('toasts "Error" / "Failed to process request" when a question fails, and puts it back in the box', async () => {
    const user = userEvent.setup();
    await openChat(byAction({ chat: () => apiError(500, 'INTERNAL', 'Boom') }));
    await user.type(questionBox(), 'What is our net worth?');
    await user.click(sendButton());

    expect(await screen.findByText('Failed to process request')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Boom')).toBeNull();
    await waitFor(() => expect(questionBox()).toHaveValue('What is our net worth?'));
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(within(log).queryByText('What is our net worth?')).toBeNull();
  });

  it('says when too many questions were asked in a minute, rather than that the question failed', async () => {
    const user = userEvent.setup();
    await openChat(
      byAction({
        chat: () => apiError(429, 'RATE_LIMITED', 'Please wait a moment and try again.'),
      }),
    );
    await user.type(questionBox(), 'What is our net worth?{Enter}');
    expect(await screen.findByText('Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to process request')).toBeNull();
  });

  it('toasts "Not authenticated" / "Please log in to use AI features" without a session', async () => {
    const user = userEvent.setup();
    await openChat(
      byAction({
        chat: () => apiError(401, 'UNAUTHENTICATED', 'Please log in to use AI features'),
      }),
    );
    await user.type(questionBox(), 'Spend?{Enter}');
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
    expect(screen.getByText('Please log in to use AI features')).toBeInTheDocument();
  });
});
