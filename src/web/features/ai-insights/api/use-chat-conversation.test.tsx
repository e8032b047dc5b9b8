import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { familySource, ownSource } from '@test/web/data-sources';
import { makeChatAnswer } from '../testing/ai-fixtures';
import { deferredAnswer } from '../testing/deferred-answer';
import { ASSISTANT_ROUTE, byAction, renderWithAssistant } from '../testing/render-insights';
import { switchHouseholds } from '../testing/switch-households';

const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('useChatConversation', () => {
  it('keeps a conversation per household selection; an answer that arrives after a switch joins the one it was asked in', async () => {
    const user = userEvent.setup();
    const pending = deferredAnswer();
    const { api } = renderWithAssistant({
      at: '/ai-insights',
      sources: [ownSource('user-1'), familySource('mom', 'Rosa Diaz')],
      assistant: byAction({ chat: pending.handler }),
    });
    await screen.findByRole('button', { name: 'My Account' });
    await user.type(screen.getByRole('textbox', { name: 'Ask a question' }), 'Net worth?{Enter}');
    await within(log()).findByText('Looking through your records…');

    // Now only Rosa's household: her conversation is empty and nothing is on its way in it.
    await switchHouseholds(user, 'My Account', ['Rosa Diaz', 'My Account']);
    await screen.findByRole('button', { name: 'Rosa Diaz' });
    expect(within(log()).queryByText('Net worth?')).toBeNull();
    expect(within(log()).queryByText('Looking through your records…')).toBeNull();

    pending.send(makeChatAnswer({ response: 'Your net worth is $10.00.' }));

    // Back on one's own household, the question and its answer are there.
    await switchHouseholds(user, 'Rosa Diaz', ['My Account', 'Rosa Diaz']);
    await waitFor(() => expect(within(log()).getByText('Net worth?')).toBeInTheDocument());
    await within(log()).findByText('Your net worth is $10.00.');
    expect(api.callsTo(ASSISTANT_ROUTE).map((call) => call.search)).toEqual(['?owners=user-1']);

    // Rosa's conversation did not get it.
    await switchHouseholds(user, 'My Account', ['Rosa Diaz', 'My Account']);
    await screen.findByRole('button', { name: 'Rosa Diaz' });
    expect(within(log()).queryByText('Your net worth is $10.00.')).toBeNull();
  });
});
