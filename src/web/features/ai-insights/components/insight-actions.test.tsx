import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, type Handler } from '@test/web/fake-api';
import { expectLinkTo } from '@test/web/expect-link';
import { makeAnomaly, makePortfolio, makePrediction, makeTip } from '../testing/ai-fixtures';
import { deferredAnswer } from '../testing/deferred-answer';
import { ASSISTANT_ROUTE, byAction, renderWithAssistant } from '../testing/render-insights';

/** The /ai-insights page on one tab, ready to run its action. */
async function openTab(tab: string, assistant: Handler) {
  const user = userEvent.setup();
  const view = renderWithAssistant({ at: '/ai-insights', assistant });
  await screen.findByRole('button', { name: 'My Account' });
  await user.click(screen.getByRole('tab', { name: tab }));
  return { ...view, user, panel: screen.getByRole('tabpanel', { name: tab }) };
}

describe('Anomalies tab', () => {
  it('shows its own loading state, then each finding with its figures and a link, and toasts the count', async () => {
    const pending = deferredAnswer();
    const { user, panel, api } = await openTab(
      'Anomalies',
      byAction({ detect_anomalies: pending.handler }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Detect anomalies' }));

    // Busy, yet not `disabled`: the button keeps the keyboard's focus, and a second press sends
    // nothing.
    const busy = within(panel).getByRole('button', { name: 'Detecting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(api.callsTo(ASSISTANT_ROUTE)).toHaveLength(1);
    expect(within(panel).getByRole('status')).toHaveTextContent('Checking your obligations…');
    // Spec §4: the loading state is this action's only.
    await user.click(screen.getByRole('tab', { name: 'Predictions' }));
    expect(screen.getByRole('button', { name: 'Generate forecast' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Anomalies' }));

    pending.send({
      anomalies: [
        makeAnomaly('Austin Energy & Co'),
        makeAnomaly('Netflix', {
          rule: 'duplicate',
          reason: 'Same vendor and cost as another obligation',
          deviation: -12.04,
          expense: { id: 'n', vendor: 'Netflix', category: 'other', cost: 15.99, costCents: 1_599 },
        }),
      ],
    });
    expect(await screen.findByText('Found 2 unusual transactions')).toBeInTheDocument();
    const tabPanel = screen.getByRole('tabpanel', { name: 'Anomalies' });
    const card = within(tabPanel).getByRole('article', { name: 'Austin Energy & Co' });
    expect(within(card).getByText('Up 20% from $150.00 to $180.00')).toBeInTheDocument();
    expect(within(card).getByText('$180.00')).toBeInTheDocument();
    expect(within(card).getByText('+20.0%')).toBeInTheDocument();
    expect(within(card).getByText('$120.50')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Show Austin Energy & Co in Monthly Expenses' }),
    ).toHaveAttribute('href', '/expenses?search=Austin%20Energy%20%26%20Co');
    const second = within(tabPanel).getByRole('article', { name: 'Netflix' });
    expect(within(second).getByText('Possible duplicate')).toBeInTheDocument();
    expect(within(second).getByText('-12.0%')).toBeInTheDocument();
    expect(api.bodiesOf(ASSISTANT_ROUTE)).toEqual([{ action: 'detect_anomalies' }]);
  });

  it('says when nothing is unusual', async () => {
    const { user, panel } = await openTab(
      'Anomalies',
      byAction({ detect_anomalies: () => ({ anomalies: [] }) }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Detect anomalies' }));
    expect(await screen.findByText('Found 0 unusual transactions')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Nothing unusual' })).toBeInTheDocument();
  });

  it('toasts "Error" with the server message when it fails, and runs again on request', async () => {
    let calls = 0;
    const { user, panel } = await openTab(
      'Anomalies',
      byAction({
        detect_anomalies: () => {
          calls += 1;
          return calls === 1
            ? apiError(429, 'RATE_LIMITED', 'Please wait a moment and try again.')
            : { anomalies: [makeAnomaly('Comcast')] };
        },
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Detect anomalies' }));
    expect(await screen.findByText('Please wait a moment and try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Detect anomalies' }));
    expect(await within(panel).findByRole('article', { name: 'Comcast' })).toBeInTheDocument();
  });
});

describe('Predictions tab', () => {
  it('shows the average, the trend, a chart and each month with its bills, and toasts', async () => {
    const { user, panel, api } = await openTab(
      'Predictions',
      byAction({ predict_budget: () => makePrediction() }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Generate forecast' }));
    expect(await screen.findByText('3-month forecast generated')).toBeInTheDocument();
    expect(api.bodiesOf(ASSISTANT_ROUTE)).toEqual([{ action: 'predict_budget', months: 3 }]);

    expect(within(panel).getByText('Current monthly average').nextElementSibling).toHaveTextContent(
      '$1,000.00',
    );
    expect(within(panel).getByText('Increasing by $12.30 a month')).toBeInTheDocument();
    expect(
      within(panel).getByRole('img', {
        name: 'Forecast by month: July 2026 $1,050.00, August 2026 $1,000.00, September 2026 $1,600.00. Current monthly average $1,000.00.',
      }),
    ).toBeInTheDocument();

    const july = within(panel).getByRole('button', { name: /July 2026/ });
    expect(july).toHaveAttribute('aria-expanded', 'false');
    await user.click(july);
    expect(within(panel).getByText('Wells Fargo')).toBeInTheDocument();
    expect(within(panel).getByText('Scheduled amount')).toBeInTheDocument();
    expect(within(panel).getByText('Recorded bill')).toBeInTheDocument();

    // A big household's month lists its largest bills and sums the rest.
    await user.click(within(panel).getByRole('button', { name: /September 2026/ }));
    expect(within(panel).getByText('40 more bills').nextElementSibling).toHaveTextContent(
      '$600.00',
    );
  });
});

describe('Portfolio tab', () => {
  it('shows the value, allocation, prices with their change in words and the observations, and toasts', async () => {
    const { user, panel } = await openTab(
      'Portfolio',
      byAction({ analyze_portfolio: () => makePortfolio() }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Analyze portfolio' }));
    expect(await screen.findByText('Investment insights ready')).toBeInTheDocument();

    expect(within(panel).getByText('$12,500.50')).toBeInTheDocument();
    const byClass = within(panel).getByRole('region', { name: 'Allocation by asset class' });
    expect(within(byClass).getByRole('row', { name: /Stocks/ })).toHaveTextContent(
      'Stocks$7,812.8162.5%2',
    );
    await user.click(within(panel).getByRole('button', { name: 'By fund type' }));
    const byType = within(panel).getByRole('region', { name: 'Allocation by fund type' });
    expect(within(byType).getByRole('row', { name: /ETF/ })).toHaveTextContent(
      'ETF$7,812.8162.5%2',
    );
    const prices = within(panel).getByRole('region', { name: 'Market prices' });
    expect(within(prices).getByRole('row', { name: /VTI/ })).toHaveTextContent(
      'VTI$250.12-0.1% down',
    );
    expect(within(prices).getByRole('row', { name: /AAPL/ })).toHaveTextContent(
      'AAPL$200.00+1.0% up',
    );
    expect(within(prices).getByRole('row', { name: /SPAXX/ })).toHaveTextContent(
      'No earlier price',
    );
    expect(within(panel).getByText('Cash is 37.5% of the portfolio.')).toBeInTheDocument();
  });

  it('points to Investments when there are none', async () => {
    const { user, panel } = await openTab(
      'Portfolio',
      byAction({
        analyze_portfolio: () =>
          makePortfolio({
            totalValue: 0,
            investmentCount: 0,
            allocation: [],
            assetClassAllocation: [],
            marketInsights: [],
            observations: [],
          }),
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Analyze portfolio' }));
    expect(await within(panel).findByRole('link', { name: 'Go to Investments' })).toHaveAttribute(
      'href',
      '/investments',
    );
  });
});

describe('Tips tab', () => {
  it('lists the tips by severity, each with its link, and toasts', async () => {
    const { user, panel } = await openTab(
      'Tips',
      byAction({
        get_recommendations: () => ({
          recommendations: 'Three things to do.',
          tips: [makeTip('low-one', 'low'), makeTip('no-will', 'high'), makeTip('mid', 'medium')],
        }),
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Get recommendations' }));
    expect(await screen.findByText('AI has analyzed your finances')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['High priority(1)', 'Medium priority(1)', 'Worth doing(1)']),
    );
    expectLinkTo(within(panel), 'Fix no-will', '/estate-plan#no-will');
  });

  it('names the source of a tip’s outside figure, linked to the page it was read on', async () => {
    const cash = {
      ...makeTip('cash-low', 'medium'),
      source: { label: 'Emergency funds: The basics', url: 'https://econedlink.org/e' },
    };
    const { user, panel } = await openTab(
      'Tips',
      byAction({
        get_recommendations: () => ({ recommendations: 'One thing.', tips: [cash] }),
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Get recommendations' }));
    const source = await within(panel).findByRole('link', { name: 'Emergency funds: The basics' });
    expect(source).toHaveAttribute('href', 'https://econedlink.org/e');
    expect(source.closest('p')).toHaveTextContent('Source: Emergency funds: The basics');
  });
});

describe('signed out', () => {
  it('toasts "Not authenticated" / "Please log in to use AI features" for any action', async () => {
    const { user, panel } = await openTab(
      'Tips',
      byAction({
        get_recommendations: () =>
          apiError(401, 'UNAUTHENTICATED', 'Please log in to use AI features'),
      }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Get recommendations' }));
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
    expect(screen.getByText('Please log in to use AI features')).toBeInTheDocument();
  });
});
