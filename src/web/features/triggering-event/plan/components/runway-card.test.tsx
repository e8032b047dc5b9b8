import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TRunway } from '@shared/triggering-event/plan-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { IDS, runway } from '../plan-fixtures.test-helper';
import { RunwayCard } from './runway-card';

function renderRunway(answer: TRunway, showAfterEvent: boolean) {
  const api = fakeApi({ 'GET /api/triggering-event/runway': () => answer });
  renderRoute(<RunwayCard ownerId={IDS.owner} showAfterEvent={showAfterEvent} />, '/', {
    signedInAs: sessionUser({ id: IDS.owner }),
  });
  return api;
}

function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('RunwayCard', () => {
  it('shows the months covered now and after the event, with what was counted', async () => {
    const api = renderRunway(runway(), true);
    const card = await screen.findByRole('region', { name: 'Survivor runway' });
    await within(card).findByText('Covered now');

    expect(figure('Covered now')).toBe('8.5 months');
    expect(card).toHaveTextContent('$34,000.00 in liquid accounts against $4,000.00 a month');
    expect(figure('Covered after the event')).toBe('152.5 months (about 12.7 years)');
    expect(card).toHaveTextContent(
      'Adds $500,000.00 in expected insurance payouts; $3,500.00 a month continues',
    );
    expect(within(card).getByRole('heading', { level: 3, name: 'Liquid accounts' })).toBeVisible();
    expect(card).toHaveTextContent('Chase checking$14,000.00');
    expect(card).toHaveTextContent('Ally savings$20,000.00');
    expect(card).toHaveTextContent('Northwestern Mutual life policy$500,000.00');
    expect(card).toHaveTextContent('Northwestern Mutual premium$500.00 a month');
    expect(api.callsTo('GET /api/triggering-event/runway')[0]?.search).toBe(`?owner=${IDS.owner}`);
  });

  it('shows only the runway now before any event', async () => {
    renderRunway(runway(), false);
    await screen.findByText('Covered now');
    expect(screen.queryByText('Covered after the event')).toBeNull();
    expect(screen.queryByText('Expected insurance payouts')).toBeNull();
  });

  it('says there is nothing monthly to cover, and where to add what is missing', async () => {
    renderRunway(
      runway({
        monthlyObligationsCents: 0,
        continuingMonthlyCents: 0,
        liquidAssetsCents: 0,
        insurancePayoutsCents: 0,
        monthsNow: null,
        monthsAfterEvent: null,
        liquidAccounts: [],
        payouts: [],
        endingObligations: [],
      }),
      true,
    );
    const card = await screen.findByRole('region', { name: 'Survivor runway' });
    await within(card).findByText('Covered now');
    expect(figure('Covered now')).toBe('Nothing monthly to cover');
    expect(card).toHaveTextContent('No insurance payout is recorded; $0.00 a month continues');
    expect(card).not.toHaveTextContent('Adds $0.00');
    expect(figure('Covered after the event')).toBe('Nothing monthly to cover');
    expect(screen.getByRole('link', { name: 'Financial Accounts' })).toHaveAttribute(
      'href',
      '/accounts',
    );
    expect(screen.getByRole('link', { name: 'Monthly Expenses' })).toHaveAttribute(
      'href',
      '/expenses',
    );
  });
});
