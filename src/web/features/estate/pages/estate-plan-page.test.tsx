import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INSTRUMENT_KINDS, INSTRUMENT_LABELS } from '@shared/estate/instrument-kinds';
import { apiError } from '@test/web/fake-api';
import { familySource, guestOwn } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { IDS, ROSA, instrument, lifeEvent, person } from '../plan-fixtures.test-helper';
import { planApi, renderPlan } from '../plan-api.test-helper';
import { expectToast } from '@test/web/expect-toast';

const WILL = instrument({
  status: 'witnessed',
  signedOn: '2024-03-05',
  signedState: 'TX',
  originalLocation: 'Fireproof safe in the home office',
  documentId: IDS.willScan,
  documentTitle: 'Signed will 2024',
  lastReviewedOn: '2024-03-05',
  nextReviewOn: '2026-06-01',
  reviewReason: 'Marriage on Jun 1, 2026',
  people: [
    person({ role: 'executor', name: 'Ana Lopez', relationship: 'Sister' }),
    person({ role: 'executor', rank: 1, name: 'Luis Rivera', source: 'family', refId: IDS.luis }),
    person({ role: 'witness', name: 'Tom Hale' }),
  ],
});
const TRUST = instrument({
  id: IDS.trust,
  kind: 'trust',
  variant: 'revocable_living',
  principalName: 'Maria and Luis Rivera',
  status: 'signed',
  signedOn: '2024-04-01',
  funding: [
    { assetKind: 'asset', assetId: IDS.checking, funded: true },
    { assetKind: 'property', assetId: IDS.home, funded: false },
  ],
});

function card(kind: (typeof INSTRUMENT_KINDS)[number]) {
  return screen.getByRole('region', { name: INSTRUMENT_LABELS[kind] });
}

describe('EstatePlanPage', () => {
  it('shows one card per kind of document, in order, each recorded document on its card', async () => {
    planApi({ instruments: [TRUST, WILL], lifeEvents: [lifeEvent({ note: 'Married Luis' })] });
    renderPlan();
    expect(screen.getByRole('heading', { level: 1, name: 'Estate Plan' })).toBeVisible();
    const will = await screen.findByRole('article', { name: 'Will of Maria Rivera' });
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((title) => Object.values(INSTRUMENT_LABELS).includes(title ?? ''));
    expect(titles).toEqual(INSTRUMENT_KINDS.map((kind) => INSTRUMENT_LABELS[kind]));

    expect(within(will).getByText('Last will and testament')).toBeVisible();
    const steps = within(will).getByRole('list', { name: 'Status' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent(
      'Witnessed or notarized',
    );
    expect(within(will).getByText(/Signed:/).parentElement).toHaveTextContent(
      'Signed: Mar 5, 2024 in Texas',
    );
    expect(within(will).getByText('Fireproof safe in the home office')).toBeVisible();
    const people = within(will).getByRole('list', { name: 'People named' });
    expect(people).toHaveTextContent('Executor: Ana Lopez · Alternate: Luis Rivera');
    expect(people).toHaveTextContent('Witness: Tom Hale');
    expectLinkTo(within(will), 'Signed will 2024', '/nido-hub');
    expect(within(will).getByText('Review overdue')).toBeVisible();
    expect(
      within(will).getByText('Brought forward by a life event: Marriage on Jun 1, 2026.'),
    ).toBeVisible();
    expect(within(will).getByRole('button', { name: 'Edit Will of Maria Rivera' })).toBeVisible();

    const trust = within(card('trust')).getByRole('article', {
      name: 'Trust of Maria and Luis Rivera',
    });
    expect(within(trust).getByText('1 of 2 retitled to the trust')).toBeVisible();
    expect(
      await within(trust).findByRole('checkbox', { name: 'Chase · Everyday Checking' }),
    ).toBeChecked();
    expect(within(trust).getByRole('checkbox', { name: 'Family home' })).not.toBeChecked();

    const hipaa = card('hipaa');
    expect(within(hipaa).getByText('Not started')).toBeVisible();
    expect(
      within(hipaa).getByText(
        'Lets doctors share your medical information with the people you name.',
      ),
    ).toBeVisible();
    expect(within(hipaa).getByRole('button', { name: 'Add HIPAA authorization' })).toBeVisible();
    expect(within(card('will')).getByRole('button', { name: 'Add another will' })).toBeVisible();

    const events = screen.getByRole('region', { name: 'Life events' });
    expect(within(events).getByText('Marriage')).toBeVisible();
    expect(within(events).getByText('Married Luis')).toBeVisible();
  });

  it('asks for the date a signed document was signed, and sends nothing until it has it', async () => {
    const user = userEvent.setup();
    const server = planApi();
    renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Add will' }));
    const dialog = screen.getByRole('dialog', { name: 'Add will' });
    expect(within(dialog).queryByLabelText('Kind of document')).toBeNull();
    await user.type(within(dialog).getByLabelText('Whose document'), 'Maria Rivera');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Signed');
    await user.click(within(dialog).getByRole('button', { name: 'Add will' }));
    expect(await within(dialog).findByText('Enter the date it was signed')).toBeVisible();
    expect(within(dialog).getByLabelText('Date signed')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /api/estate/instruments')).toHaveLength(0);
  });

  it('saves a will with its executor, an alternate from the family, and where the original is', async () => {
    const user = userEvent.setup();
    const server = planApi();
    renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Add will' }));
    const dialog = screen.getByRole('dialog', { name: 'Add will' });
    await user.type(within(dialog).getByLabelText('Whose document'), 'Maria Rivera');
    await user.selectOptions(within(dialog).getByLabelText('Form'), 'Pour-over will');
    await user.type(
      within(dialog).getByLabelText('Where the original is kept'),
      'Safe deposit box 112, Chase on Main St',
    );
    await user.selectOptions(within(dialog).getByLabelText('Linked document'), 'Signed will 2024');

    await user.click(within(dialog).getByRole('button', { name: 'Add executor' }));
    const executor = within(dialog).getByRole('group', { name: 'Executor 1' });
    await user.selectOptions(within(executor).getByLabelText('Person'), 'Someone else');
    await user.type(within(executor).getByLabelText('Name'), 'Ana Lopez');
    await user.type(within(executor).getByLabelText('Relationship'), 'Sister');

    await user.click(within(dialog).getByRole('button', { name: 'Add alternate executor' }));
    const alternate = within(dialog).getByRole('group', { name: 'Executor 2' });
    expect(within(alternate).getByLabelText('Order')).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Add will' }));
    // Not chosen yet: the shared schema's message, beside the select.
    expect(await within(alternate).findByText('Choose the person')).toBeVisible();
    await user.selectOptions(within(alternate).getByLabelText('Person'), 'Luis Rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Add will' }));

    expect(await screen.findByText('Will added successfully!')).toBeVisible();
    expect(server.bodiesOf('POST /api/estate/instruments')).toEqual([
      {
        kind: 'will',
        variant: 'pour_over_will',
        principalName: 'Maria Rivera',
        status: 'none',
        signedOn: null,
        signedState: null,
        originalLocation: 'Safe deposit box 112, Chase on Main St',
        documentId: IDS.willScan,
        lastReviewedOn: null,
        reviewEveryMonths: 36,
        people: [
          {
            role: 'executor',
            rank: 0,
            source: 'other',
            refId: null,
            name: 'Ana Lopez',
            relationship: 'Sister',
            phone: null,
            email: null,
          },
          {
            role: 'executor',
            rank: 1,
            source: 'family',
            refId: IDS.luis,
            name: 'Luis Rivera',
            relationship: null,
            phone: null,
            email: 'luis@example.com',
          },
        ],
        funding: [],
        notes: null,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const will = await screen.findByRole('article', { name: 'Will of Maria Rivera' });
    expect(within(will).getByRole('list', { name: 'People named' })).toHaveTextContent(
      'Executor: Ana Lopez · Alternate: Luis Rivera',
    );
    expect(within(will).getByText('Safe deposit box 112, Chase on Main St')).toBeVisible();
  });

  it('adds any kind of document from the header, naming an advisor and what the trust holds', async () => {
    const user = userEvent.setup();
    const server = planApi();
    renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Add document' }));
    const dialog = screen.getByRole('dialog', { name: 'Add document' });
    await user.selectOptions(within(dialog).getByLabelText('Kind of document'), 'Trust');
    expect(within(dialog).getByLabelText('Form')).toHaveValue('revocable_living');
    await user.type(within(dialog).getByLabelText('Whose document'), 'Maria and Luis Rivera');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Stored safely');
    await user.type(within(dialog).getByLabelText('Date signed'), '2024-04-01');
    await user.selectOptions(within(dialog).getByLabelText('State signed in'), 'Texas');
    await user.selectOptions(within(dialog).getByLabelText('Review every'), 'Every 5 years');

    await user.click(within(dialog).getByRole('button', { name: 'Add successor trustee' }));
    const successor = within(dialog).getByRole('group', { name: 'Successor trustee 1' });
    // The advisors arrive with their list: wait for the option before choosing it.
    await within(successor).findByRole('option', { name: 'Jane Smith (Attorney)' });
    await user.selectOptions(within(successor).getByLabelText('Person'), 'Jane Smith (Attorney)');
    const checklist = within(dialog).getByRole('group', { name: 'Funding checklist' });
    await user.click(await within(checklist).findByRole('checkbox', { name: 'Family home' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add trust' }));

    expect(await screen.findByText('Trust added successfully!')).toBeVisible();
    expect(server.bodiesOf('POST /api/estate/instruments')[0]).toMatchObject({
      kind: 'trust',
      variant: 'revocable_living',
      status: 'stored',
      signedOn: '2024-04-01',
      signedState: 'TX',
      reviewEveryMonths: 60,
      people: [
        {
          role: 'successor_trustee',
          rank: 0,
          source: 'advisor',
          refId: IDS.attorney,
          name: 'Jane Smith',
          phone: '(555) 010-2000',
          email: 'jane@smithcole.example',
        },
      ],
      funding: [{ assetKind: 'property', assetId: IDS.home, funded: false }],
    });
    const trust = await within(card('trust')).findByRole('article', {
      name: 'Trust of Maria and Luis Rivera',
    });
    expect(within(trust).getByRole('list', { name: 'People named' })).toHaveTextContent(
      'Successor trustee: Jane Smith',
    );
    expect(within(trust).getByText('0 of 1 retitled to the trust')).toBeVisible();
  });

  it('lists a trust’s accounts and properties in the form, and saves a tick on its card', async () => {
    const user = userEvent.setup();
    const server = planApi({ instruments: [TRUST] });
    renderPlan();
    const trust = await screen.findByRole('article', { name: 'Trust of Maria and Luis Rivera' });
    await user.click(await within(trust).findByRole('checkbox', { name: 'Family home' }));
    await expectToast('Funding checklist saved');
    expect(server.bodiesOf(`PUT /api/estate/instruments/${IDS.trust}`)[0]).toMatchObject({
      kind: 'trust',
      funding: [
        { assetKind: 'asset', assetId: IDS.checking, funded: true },
        { assetKind: 'property', assetId: IDS.home, funded: true },
      ],
    });
    expect(await within(trust).findByText('2 of 2 retitled to the trust')).toBeVisible();

    await user.click(within(trust).getByRole('button', { name: /^Edit Trust/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit trust' });
    const checklist = within(dialog).getByRole('group', { name: 'Funding checklist' });
    expect(within(checklist).getByRole('checkbox', { name: 'Family home' })).toBeChecked();
    await user.click(
      within(checklist).getByRole('checkbox', { name: 'Fidelity · Joint brokerage' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Trust updated successfully!')).toBeVisible();
    expect(server.bodiesOf(`PUT /api/estate/instruments/${IDS.trust}`)[1]).toMatchObject({
      funding: [
        { assetKind: 'asset', assetId: IDS.checking, funded: true },
        { assetKind: 'property', assetId: IDS.home, funded: true },
        { assetKind: 'investment', assetId: IDS.brokerage, funded: false },
      ],
    });
  });

  it('takes a funding tick back when its save fails', async () => {
    const user = userEvent.setup();
    planApi(
      { instruments: [TRUST] },
      {
        [`PUT /api/estate/instruments/${IDS.trust}`]: () =>
          apiError(500, 'INTERNAL', 'Something went wrong.'),
      },
    );
    renderPlan();
    const trust = await screen.findByRole('article', { name: 'Trust of Maria and Luis Rivera' });
    const home = await within(trust).findByRole('checkbox', { name: 'Family home' });
    await user.click(home);
    expect(
      await screen.findByText('Failed to save the funding checklist: Something went wrong.'),
    ).toBeVisible();
    await waitFor(() => expect(home).not.toBeChecked());
    expect(within(trust).getByText('1 of 2 retitled to the trust')).toBeVisible();
  });

  it('names a deleted account plainly, and puts the server’s message about an item beside it', async () => {
    const user = userEvent.setup();
    const GONE_ID = '30000000-0000-4000-8000-0000000000ff';
    planApi(
      {
        instruments: [
          {
            ...TRUST,
            funding: [
              { assetKind: 'asset', assetId: GONE_ID, funded: false },
              { assetKind: 'property', assetId: IDS.home, funded: false },
            ],
          },
        ],
      },
      {
        [`PUT /api/estate/instruments/${IDS.trust}`]: () =>
          apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
            'funding.1.assetId': 'Choose one of this household’s properties',
          }),
      },
    );
    renderPlan();
    const trust = await screen.findByRole('article', { name: 'Trust of Maria and Luis Rivera' });
    expect(
      await within(trust).findByRole('checkbox', { name: 'An account that was deleted' }),
    ).not.toBeChecked();

    await user.click(within(trust).getByRole('button', { name: /^Edit Trust/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit trust' });
    const checklist = within(dialog).getByRole('group', { name: 'Funding checklist' });
    expect(
      within(checklist).getByRole('checkbox', { name: 'An account that was deleted' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const home = within(checklist).getByRole('checkbox', { name: 'Family home' });
    await waitFor(() =>
      expect(home).toHaveAccessibleDescription('Choose one of this household’s properties'),
    );
    expect(home).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a document after confirmation', async () => {
    const user = userEvent.setup();
    const server = planApi({ instruments: [WILL] });
    renderPlan();
    await user.click(await screen.findByRole('button', { name: 'Delete Will of Maria Rivera' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this will?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Will deleted successfully!')).toBeVisible();
    expect(server.callsTo(`DELETE /api/estate/instruments/${IDS.will}`)).toHaveLength(1);
    await waitFor(() => expect(within(card('will')).getByText('Not started')).toBeVisible());
  });

  it('records a life event and deletes one', async () => {
    const user = userEvent.setup();
    const server = planApi({ lifeEvents: [lifeEvent()] });
    renderPlan();
    const events = await screen.findByRole('region', { name: 'Life events' });
    await user.click(within(events).getByRole('button', { name: 'Record a life event' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a life event' });
    await user.click(within(dialog).getByRole('button', { name: 'Record life event' }));
    expect(await within(dialog).findByText('Choose what happened')).toBeVisible();
    expect(within(dialog).getByText('Enter the date')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('What happened'), 'Birth or adoption');
    await user.type(within(dialog).getByLabelText('Date'), '2026-02-10');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Sofia was born');
    await user.click(within(dialog).getByRole('button', { name: 'Record life event' }));
    await expectToast('Life event recorded successfully!');
    expect(server.bodiesOf('POST /api/estate/life-events')).toEqual([
      { kind: 'birth_or_adoption', occurredOn: '2026-02-10', note: 'Sofia was born' },
    ]);
    expect(await within(events).findByText('Sofia was born')).toBeVisible();

    await user.click(
      within(events).getByRole('button', { name: 'Delete Marriage on Jun 1, 2026' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this life event?' })).getByRole(
        'button',
        { name: 'Delete life event' },
      ),
    );
    await expectToast('Life event deleted successfully!');
    expect(server.callsTo(`DELETE /api/estate/life-events/${IDS.marriage}`)).toHaveLength(1);
  });

  it('shows a viewer the plan without Add, Edit, Delete or checkboxes', async () => {
    const rosas = [
      { ...WILL, ownerId: ROSA },
      { ...TRUST, ownerId: ROSA },
    ];
    planApi(
      { instruments: rosas, lifeEvents: [lifeEvent({ ownerId: ROSA })] },
      {
        'GET /api/family/sources': () => ({
          sources: [guestOwn('ev-1'), familySource(ROSA, 'Rosa Diaz', 'viewer')],
        }),
      },
    );
    renderPlan({ id: 'ev-1', accountType: 'guest', invitedBy: ROSA });
    const will = await screen.findByRole('article', { name: 'Will of Maria Rivera' });
    expect(screen.getByText('View only')).toBeVisible();
    // Reading is theirs: the binder prints what they may see.
    expect(screen.getByRole('button', { name: 'Print binder' })).toBeVisible();
    expect(within(will).queryByRole('button')).toBeNull();
    expect(within(will).getByText('Fireproof safe in the home office')).toBeVisible();
    const trust = screen.getByRole('article', { name: 'Trust of Maria and Luis Rivera' });
    expect(within(trust).queryByRole('checkbox')).toBeNull();
    expect(within(trust).getByText(/not retitled yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    const events = screen.getByRole('region', { name: 'Life events' });
    expect(within(events).queryByRole('button')).toBeNull();
  });

  it('keeps the open tab in the URL', async () => {
    const user = userEvent.setup();
    planApi({ instruments: [WILL] });
    const { router } = renderPlan();
    await screen.findByRole('article', { name: 'Will of Maria Rivera' });
    expect(screen.getByRole('tab', { name: 'Plan' })).toHaveAttribute('aria-selected', 'true');
    // The plan's health stays above the tabs whichever is open.
    const health = await screen.findByRole('region', { name: 'Plan health' });
    expect(await within(health).findByRole('meter')).toHaveAttribute('aria-valuenow', '100');

    await user.click(screen.getByRole('tab', { name: 'Insurance' }));
    expect(router.state.location.search).toBe('?tab=insurance');
    expect(screen.getByRole('tab', { name: 'Insurance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('article', { name: 'Will of Maria Rivera' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Plan health' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Who gets what' }));
    expect(router.state.location.search).toBe('?tab=who-gets-what');
    expect(await screen.findByRole('region', { name: 'Who gets what' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Plan' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('article', { name: 'Will of Maria Rivera' })).toBeVisible();
  });

  it('opens the tab the link names', async () => {
    planApi();
    renderPlan({}, '/estate-plan?tab=insurance');
    expect(await screen.findByRole('tab', { name: 'Insurance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('heading', { name: 'Insurance policies' })).toBeVisible();
  });

  it('brings the card a gap links to into view and focus', async () => {
    // jsdom lays nothing out, so it has no scrollIntoView: record the calls instead.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      planApi({ instruments: [WILL] });
      renderPlan({}, '/estate-plan#guardian_nomination');
      const guardian = await screen.findByRole('region', {
        name: 'Guardian nomination for minor children',
      });
      await waitFor(() => expect(guardian).toHaveFocus());
      expect(scrolled).toEqual([guardian]);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('offers to try again when the plan cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    planApi(
      {},
      {
        'GET /api/estate/instruments': () =>
          fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : { instruments: [WILL] },
      },
    );
    renderPlan();
    expect(await screen.findByText("We couldn't load your estate plan")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Will of Maria Rivera' })).toBeVisible();
  });
});
