import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TRunway } from '@shared/triggering-event/plan-schemas';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expectLinkTo } from '@test/web/expect-link';
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
  it('shows the months covered now and after the event, with the arithmetic line by line', async () => {
    const api = renderRunway(runway(), true);
    const card = await screen.findByRole('region', { name: 'Survivor runway' });
    await within(card).findByText('Covered now');

    expect(figure('Covered now')).toBe('8.5 months');
    expect(card).toHaveTextContent('$34,000.00 in liquid accounts against $4,000.00 a month');
    expect(figure('Covered after the event')).toBe('146.8 months (about 12.2 years)');
    expect(card).toHaveTextContent(
      '$514,000.00 the survivors can reach; $20,000.00 waits for probate or a small-estate procedure; $3,500.00 a month continues',
    );

    const now = within(card).getByRole('region', { name: 'Now: liquid accounts' });
    expect(now).toHaveTextContent('Chase checking$14,000.00');
    expect(now).toHaveTextContent('Ally savings$20,000.00');
    expect(now).toHaveTextContent('Total$34,000.00');
    expect(now).toHaveTextContent('÷ $4,000.00 a month= 8.5 months');

    const reach = within(card).getByRole('region', {
      name: 'After the event: money the survivors can reach',
    });
    expect(reach).toHaveTextContent('Chase checking$14,000.00');
    expect(reach).toHaveTextContent('Joint with Luis Carter, with right of survivorship.');
    expect(reach).toHaveTextContent('Northwestern Mutual life policy$500,000.00');
    expect(reach).toHaveTextContent('Paid to Luis Carter (spouse).');
    expect(reach).toHaveTextContent('Usual time to pay: Insurers are to pay within 30 days');
    expect(reach).toHaveTextContent('(Cal. Ins. Code § 10172.5)');
    expectLinkTo(
      within(reach),
      /California Insurance Code/,
      'https://jurris.com/california/insurance-code/10170-10180/10172.5-4',
    );
    expect(reach).toHaveTextContent('Counted$514,000.00');
    expect(reach).not.toHaveTextContent('Ally savings');
    expect(reach).not.toHaveTextContent('MetLife');

    const waiting = within(card).getByRole('region', {
      name: 'Waiting for probate or a small-estate procedure (not counted)',
    });
    expect(waiting).toHaveTextContent('Ally savings$20,000.00');
    expect(waiting).toHaveTextContent('In Maria Carter’s name alone');
    expect(waiting).toHaveTextContent(
      'Expected wait: not worked out for this household yet (unverified).',
    );

    const excluded = within(card).getByRole('region', { name: 'Not counted' });
    expect(excluded).toHaveTextContent('MetLife life policy$250,000.00');
    expect(excluded).toHaveTextContent('Paid to Tom Carter (brother): not one of the household');

    const bills = within(card).getByRole('region', { name: 'Monthly obligations after the event' });
    expect(bills).toHaveTextContent('All monthly obligations$4,000.00 a month');
    expect(bills).toHaveTextContent('− Northwestern Mutual premium$500.00 a month');
    expect(bills).toHaveTextContent('Premium of a life policy on Maria Carter.');
    expect(bills).toHaveTextContent('Continuing$3,500.00 a month');

    expect(
      within(card).getByRole('region', { name: 'Months covered after the event' }),
    ).toHaveTextContent('$514,000.00 ÷ $3,500.00 a month= 146.8 months (about 12.2 years)');
    expect(api.callsTo('GET /api/triggering-event/runway')[0]?.search).toBe(`?owner=${IDS.owner}`);
  });

  it('shows a statute-less wait as such, and an expected probate wait with its citation', async () => {
    renderRunway(
      runway({
        waitingPath: {
          text: 'Small-estate affidavit after 40 days',
          citation: 'Cal. Prob. Code § 13100',
          source: null,
        },
      }),
      true,
    );
    const waiting = await screen.findByRole('region', {
      name: 'Waiting for probate or a small-estate procedure (not counted)',
    });
    expect(waiting).toHaveTextContent(
      'Expected wait: Small-estate affidavit after 40 days (Cal. Prob. Code § 13100)',
    );
    expect(waiting).not.toHaveTextContent('unverified');
  });

  it('shows only the runway now before any event', async () => {
    renderRunway(runway(), false);
    await screen.findByText('Covered now');
    expect(screen.queryByText('Covered after the event')).toBeNull();
    expect(screen.getByRole('region', { name: 'Now: liquid accounts' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: 'After the event: money the survivors can reach' }),
    ).toBeNull();
    expect(screen.queryByText('Not counted')).toBeNull();
  });

  it('says there is nothing monthly to cover, and where to add what is missing', async () => {
    renderRunway(
      runway({
        monthlyObligationsCents: 0,
        continuingMonthlyCents: 0,
        liquidAssetsCents: 0,
        reachableAccountsCents: 0,
        insurancePayoutsCents: 0,
        waitingCents: 0,
        monthsNow: null,
        monthsAfterEvent: null,
        liquidAccounts: [],
        counted: [],
        waiting: [],
        waitingPath: null,
        excluded: [],
        endingObligations: [],
      }),
      true,
    );
    const card = await screen.findByRole('region', { name: 'Survivor runway' });
    await within(card).findByText('Covered now');
    expect(figure('Covered now')).toBe('Nothing monthly to cover');
    expect(card).toHaveTextContent('$0.00 the survivors can reach; $0.00 a month continues');
    expect(card).not.toHaveTextContent('waits for');
    expect(figure('Covered after the event')).toBe('Nothing monthly to cover');
    expectLinkTo(screen, 'Financial Accounts', '/accounts');
    expectLinkTo(screen, 'Monthly Expenses', '/expenses');
  });
});
