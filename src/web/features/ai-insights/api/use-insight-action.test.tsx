import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { familySource, ownSource } from '@test/web/data-sources';
import { makeAnomaly } from '../testing/ai-fixtures';
import { deferredAnswer } from '../testing/deferred-answer';
import { ASSISTANT_ROUTE, byAction, renderWithAssistant } from '../testing/render-insights';
import { switchHouseholds } from '../testing/switch-households';

const anomaliesTab = () => screen.getByRole('tabpanel', { name: 'Anomalies' });

describe('useInsightAction', () => {
  it('toasts the outcome of a run whose households were switched away from, and keeps its answer with them', async () => {
    const user = userEvent.setup();
    const pending = deferredAnswer();
    const { api } = renderWithAssistant({
      at: '/ai-insights',
      sources: [ownSource('user-1'), familySource('mom', 'Rosa Diaz')],
      assistant: byAction({ detect_anomalies: pending.handler }),
    });
    await screen.findByRole('button', { name: 'My Account' });
    await user.click(screen.getByRole('tab', { name: 'Anomalies' }));
    await user.click(within(anomaliesTab()).getByRole('button', { name: 'Detect anomalies' }));
    within(anomaliesTab()).getByRole('button', { name: 'Detecting…' });

    // Rosa's household has not been checked: its own button, not busy.
    await switchHouseholds(user, 'My Account', ['Rosa Diaz', 'My Account']);
    await screen.findByRole('button', { name: 'Rosa Diaz' });
    expect(within(anomaliesTab()).getByRole('button', { name: 'Detect anomalies' })).toBeEnabled();

    pending.send({ anomalies: [makeAnomaly('Comcast'), makeAnomaly('Netflix')] });
    expect(await screen.findByText('Found 2 unusual transactions')).toBeInTheDocument();
    expect(within(anomaliesTab()).queryByRole('article')).toBeNull();

    await switchHouseholds(user, 'Rosa Diaz', ['My Account', 'Rosa Diaz']);
    await waitFor(() => expect(within(anomaliesTab()).getAllByRole('article')).toHaveLength(2));
    expect(api.callsTo(ASSISTANT_ROUTE).map((call) => call.search)).toEqual(['?owners=user-1']);
  });
});
