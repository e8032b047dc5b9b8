import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAssistant } from '../testing/render-insights';
import { loadAssistantPanel } from './load-assistant-panel';

// The panel's code: not reachable on the first try (offline), then loaded.
vi.mock('./load-assistant-panel', () => ({ loadAssistantPanel: vi.fn() }));

function PanelStandIn() {
  return <section role="dialog" aria-label="AI Insights" />;
}

const openButton = () => screen.getByRole('button', { name: 'Open AI Insights' });

describe('PanelLoadBoundary', () => {
  it('keeps the screen when the panel cannot load: "Error" with a message, the button back with focus, and a second press tries again', async () => {
    const load = vi.mocked(loadAssistantPanel);
    load.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const user = userEvent.setup();
    renderWithAssistant();
    await screen.findByRole('heading', { name: 'Dashboard' });

    await user.click(openButton());
    expect(
      await screen.findByText(
        'AI Insights could not be opened. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(openButton()).toHaveFocus());

    load.mockResolvedValue({ default: PanelStandIn });
    await user.click(openButton());
    expect(await screen.findByRole('dialog', { name: 'AI Insights' })).toBeInTheDocument();
  });
});
