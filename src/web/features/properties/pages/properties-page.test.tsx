import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fullAddress, type TAddress } from '@shared/finance/address';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TProperty } from '@shared/finance/property-schemas';
import { apiError, fakeApi, json, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { expense, home, loan, vehicle } from '../property-fixtures.test-helper';
import { PropertiesPage } from './properties-page';
import { expectToast } from '@test/web/expect-toast';

const HOUSE = home();
const CAR = vehicle();
const MORTGAGE = loan();
const CAR_LOAN = loan({
  id: 'loan-2',
  loanType: 'auto',
  lender: 'Honda Financial',
  outstandingBalanceCents: 9_000_00,
  propertyId: CAR.id,
});
const POWER = expense();
const PROPERTY_TAX = expense({
  id: 'expense-2',
  vendor: 'Travis County Tax',
  costCents: 6_000_00,
  frequency: 'yearly',
  homeSubcategory: 'Other',
});
const CAR_INSURANCE = expense({
  id: 'expense-3',
  category: 'auto',
  vendor: 'GEICO',
  costCents: 120_00,
  entityName: '2021 Honda CR-V',
  homeSubcategory: null,
  address: null,
});
const OTHER_HOME_BILL = expense({
  id: 'expense-4',
  vendor: 'Lake Water Co',
  address: { ...HOUSE.address, street: '1 Lake Rd', full: '1 Lake Rd, Austin, TX, 78701' },
});

/** A property as the server answers a save: a home's address gains its full form. */
function saved(body: unknown, id: string): TProperty {
  const input = body as TProperty & { address?: TAddress };
  if (input.kind === 'home') {
    return home({ ...input, id, address: { ...input.address, full: fullAddress(input.address) } });
  }
  return vehicle({ ...input, id });
}

function propertiesApi(
  initial: TProperty[],
  {
    loans = [MORTGAGE, CAR_LOAN],
    expenses = [POWER, PROPERTY_TAX, CAR_INSURANCE, OTHER_HOME_BILL],
    routes = {},
  }: { loans?: TLoan[]; expenses?: TExpense[]; routes?: Record<string, Handler> } = {},
) {
  let list = [...initial];
  return fakeApi({
    'GET /api/properties': () => ({ properties: list }),
    'GET /api/loans': () => ({ loans }),
    'GET /api/expenses': () => ({ expenses }),
    'POST /api/properties': (body) => {
      const created = saved(body, 'property-new');
      list = [created, ...list];
      return json(201, { property: created });
    },
    'PUT /api/properties/vehicle-1': (body) => {
      const updated = saved(body, 'vehicle-1');
      list = list.map((item) => (item.id === updated.id ? updated : item));
      return { property: updated };
    },
    'DELETE /api/properties/home-1': () => {
      list = list.filter((item) => item.id !== 'home-1');
      return { ok: true };
    },
    ...routes,
  });
}

function renderProperties() {
  return renderRoute(<PropertiesPage />, '/properties', {
    signedInAs: sessionUser(),
    screens: [{ path: '/loans', element: <p>Loans screen</p> }],
  });
}

describe('PropertiesPage', () => {
  it('totals the value, the loans against it and the equity', async () => {
    propertiesApi([HOUSE, CAR], {
      // A student loan is not against any property.
      loans: [MORTGAGE, CAR_LOAN, loan({ id: 'loan-3', loanType: 'student', propertyId: null })],
    });
    renderProperties();
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();
    expect((await screen.findByText('Property value')).nextElementSibling).toHaveTextContent(
      '$524,000.00',
    );
    expect(screen.getByText('Loans against them').nextElementSibling).toHaveTextContent(
      '$309,000.00',
    );
    // The summary's figure comes first; each card has its own.
    expect(screen.getAllByText('Equity')[0]?.nextElementSibling).toHaveTextContent('$215,000.00');
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Homes', 'Vehicles']);
  });

  it("shows a home's loans, equity and the obligations at its address", async () => {
    propertiesApi([HOUSE, CAR]);
    renderProperties();
    const card = await screen.findByRole('article', { name: '12 Oak St, Austin, TX, 78701' });
    expect(within(card).getByText('Wells Fargo · Mortgage')).toBeVisible();
    expect(within(card).getByText('Equity').nextElementSibling).toHaveTextContent('$200,000.00');
    expect(within(card).getByText('Austin Energy')).toBeVisible();
    expect(within(card).getByText('Travis County Tax')).toBeVisible();
    expect(within(card).queryByText('Lake Water Co')).toBeNull();
    // $150 a month + $6,000 a year ($500 a month).
    expect(within(card).getByText('Total').closest('li')).toHaveTextContent('$650.00/mo');
    expect(
      within(card).getByText(
        'Matched by address: home obligations at 12 Oak St, Austin, TX, 78701.',
      ),
    ).toBeVisible();
    expect(within(card).getByText('Jun 1, 2019 for $420,000.00')).toBeVisible();
  });

  it("shows a vehicle's loan and the auto obligations under its name", async () => {
    propertiesApi([HOUSE, CAR]);
    renderProperties();
    const card = await screen.findByRole('article', { name: '2021 Honda CR-V' });
    expect(within(card).getByText('Honda Financial · Auto')).toBeVisible();
    expect(within(card).getByText('Equity').nextElementSibling).toHaveTextContent('$15,000.00');
    expect(within(card).getByText('GEICO')).toBeVisible();
    expect(within(card).getByText('Total').closest('li')).toHaveTextContent('$120.00/mo');
    expect(
      within(card).getByText('Matched by vehicle name: auto obligations for “2021 Honda CR-V”.'),
    ).toBeVisible();
  });

  it('says when nothing is linked and where to link a loan', async () => {
    const user = userEvent.setup();
    propertiesApi([CAR], { loans: [], expenses: [] });
    renderProperties();
    await screen.findByRole('heading', { level: 3, name: '2021 Honda CR-V' });
    expect(screen.getByText('No obligations match yet.')).toBeVisible();
    expect(screen.getByText('No homes yet.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Loans' }));
    expect(await screen.findByText('Loans screen')).toBeVisible();
  });

  it('invites adding the first home and adds it', async () => {
    const user = userEvent.setup();
    const server = propertiesApi([], { loans: [], expenses: [] });
    renderProperties();
    await user.click(await screen.findByRole('button', { name: 'Add your first home' }));
    const dialog = screen.getByRole('dialog', { name: 'Add property' });
    expect(within(dialog).getByRole('radio', { name: 'Home' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Lake house');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Vacation home');
    await user.type(within(dialog).getByLabelText('Street'), '1 Lake Rd');
    await user.type(within(dialog).getByLabelText('City'), 'Marble Falls');
    await user.type(within(dialog).getByLabelText('State'), 'TX');
    await user.type(within(dialog).getByLabelText('ZIP'), '78654');
    await user.type(within(dialog).getByLabelText('Estimated value'), '350000');
    await user.type(within(dialog).getByLabelText('Purchase date'), '2020-05-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add home' }));

    await expectToast('Property added');
    expect(server.bodiesOf('POST /api/properties')).toEqual([
      {
        kind: 'home',
        name: 'Lake house',
        homeType: 'vacation',
        address: { street: '1 Lake Rd', city: 'Marble Falls', state: 'TX', zip: '78654' },
        estimatedValueCents: 350_000_00,
        purchaseDate: '2020-05-01',
        purchasePriceCents: null,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'Lake house' })).toBeVisible();
  });

  it('switches the form to a vehicle and checks its fields', async () => {
    const user = userEvent.setup();
    const server = propertiesApi([HOUSE]);
    renderProperties();
    await user.click(await screen.findByRole('button', { name: 'Add property' }));
    const dialog = screen.getByRole('dialog', { name: 'Add property' });
    await user.click(within(dialog).getByRole('radio', { name: 'Vehicle' }));
    expect(within(dialog).queryByLabelText('Street')).toBeNull();
    await user.type(within(dialog).getByLabelText('Make'), 'Toyota');
    await user.type(within(dialog).getByLabelText('Model'), 'Sienna');
    await user.type(within(dialog).getByLabelText('VIN (optional)'), 'ABC');
    await user.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    expect(await within(dialog).findByText('Enter the model year')).toBeVisible();
    expect(
      within(dialog).getByText('A VIN has 17 letters and digits (no I, O or Q)'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/properties')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Year'), '2022');
    await user.clear(within(dialog).getByLabelText('VIN (optional)'));
    expect(
      within(dialog).getByText(
        'Obligations are matched to a vehicle by this name; without one, by “2022 Toyota Sienna”.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add vehicle' }));
    await screen.findByText('Property added');
    expect(server.bodiesOf('POST /api/properties')[0]).toEqual({
      kind: 'vehicle',
      name: null,
      year: 2022,
      make: 'Toyota',
      model: 'Sienna',
      vin: null,
      estimatedValueCents: 0,
    });
  });

  it('edits a vehicle and shows the update toast', async () => {
    const user = userEvent.setup();
    const server = propertiesApi([CAR]);
    renderProperties();
    await user.click(await screen.findByRole('button', { name: 'Edit 2021 Honda CR-V' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit vehicle' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    const value = within(dialog).getByLabelText('Estimated value');
    expect(value).toHaveValue('24,000.00');
    await user.clear(value);
    await user.type(value, '22500');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Property updated');
    expect(server.bodiesOf('PUT /api/properties/vehicle-1')[0]).toMatchObject({
      kind: 'vehicle',
      estimatedValueCents: 22_500_00,
      year: 2021,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("puts the server's field message beside the field and toasts the failure", async () => {
    const user = userEvent.setup();
    propertiesApi([], {
      routes: {
        'POST /api/properties': () =>
          apiError(400, 'VALIDATION_FAILED', 'Please correct the highlighted fields.', {
            'address.zip': 'Enter a 5-digit ZIP code',
          }),
      },
    });
    renderProperties();
    await user.click(await screen.findByRole('button', { name: 'Add your first home' }));
    const dialog = screen.getByRole('dialog', { name: 'Add property' });
    await user.type(within(dialog).getByLabelText('Street'), '1 Lake Rd');
    await user.type(within(dialog).getByLabelText('City'), 'Austin');
    await user.type(within(dialog).getByLabelText('State'), 'TX');
    await user.type(within(dialog).getByLabelText('ZIP'), '78701');
    await user.click(within(dialog).getByRole('button', { name: 'Add home' }));
    expect(await screen.findByText('Failed to add property')).toBeVisible();
    expect(within(dialog).getByText('Enter a 5-digit ZIP code')).toBeVisible();
    expect(within(dialog).getByLabelText('ZIP')).toHaveFocus();
  });

  it('deletes a home after confirmation', async () => {
    const user = userEvent.setup();
    const server = propertiesApi([HOUSE, CAR]);
    renderProperties();
    await user.click(
      await screen.findByRole('button', { name: 'Delete 12 Oak St, Austin, TX, 78701' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this home?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete home' }));
    await expectToast('Property deleted');
    expect(server.callsTo('DELETE /api/properties/home-1')).toHaveLength(1);
    expect(await screen.findByText('No homes yet.')).toBeVisible();
  });

  it('offers to try again when part of the data cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    propertiesApi([HOUSE], {
      routes: {
        'GET /api/loans': () =>
          fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : { loans: [MORTGAGE] },
      },
    });
    renderProperties();
    expect(await screen.findByText("We couldn't load your properties")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wells Fargo · Mortgage')).toBeVisible();
  });
});
