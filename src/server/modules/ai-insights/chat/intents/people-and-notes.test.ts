import { describe, expect, it } from 'vitest';
import { ask } from '../chat-test-helpers';
import { cardIndexOf } from '../lookup/household-cards';
import { riveraSnapshot, SEARCHABLE_TEXTS } from '../household.fixture';

describe('who is next, who is reachable, what was left', () => {
  it('reads "next in line on" a policy, and "if Sam couldn’t take it", as its contingent beneficiaries', async () => {
    for (const question of [
      "Maria here. If Sam couldn't take it, who's next in line on Alex's life insurance?",
      'who is next in line on the Northwestern Mutual policy?',
    ]) {
      const answer = await ask(question, riveraSnapshot());
      expect(answer.intent).toBe('beneficiaries');
      expect(answer.response).toContain('contingent: Emma Rivera (50%), Liam Rivera (50%)');
    }
  });

  it('finds the people with a phone number in an area code, or says no one has one', async () => {
    const none = await ask('which of our contacts has a 713 area code?', riveraSnapshot());
    expect(none.response).toBe('No one in your records has a phone number in the 713 area code.');
    const some = await ask('whose phone number starts with 512?', riveraSnapshot());
    expect(some.response).toMatch(
      /^6 people in your records have a phone number in the 512 area code: /,
    );
    expect(some.response).toContain('Dana Whitfield (512) 555-0142');
    // A guidebook entry's numbers are the entry's to answer.
    const inEntry = await ask(
      'In the who-to-call list, which number is not a 512 number?',
      riveraSnapshot(),
    );
    expect(inEntry.response).not.toMatch(/area code/);
  });

  it('reads "anything we hold worth less than we paid" as the holdings at a loss', async () => {
    const answer = await ask(
      'is anything we hold worth less than we paid for it?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('portfolio');
    expect(answer.response).toContain('a loss of $600.00');
    expect(answer.response).toContain('a loss of $900.00');
  });

  it('reads what someone left written down as the guidebook', async () => {
    const answer = await ask(
      'What notes did Alex leave about the dog?',
      riveraSnapshot(),
      SEARCHABLE_TEXTS,
    );
    expect(answer.intent).toBe('guidebook');
    expect(answer.response).toContain('Biscuit the dog sees Dr. Alvarez');
  });
});

describe('amounts of several bills', () => {
  it('adds bills charged alike as one charge of their period', async () => {
    const answer = await ask(
      'What do the two Texas DMV registrations cost together a year?',
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(
      /^You spend \$170\.00 a year \(\$14\.17 a month\) on Texas DMV/,
    );
  });

  it('takes, of what a listed part names, the record holding what is asked', async () => {
    const answer = await ask(
      "Add up what we spend on Emma: music, soccer and her 529. What's that a month?",
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Vanguard 529 Plan (Emma): $200.00 a month');
    expect(answer.response).toContain('Together: $435.00 a month');
  });
});

describe('a vehicle identification number', () => {
  it('is the vehicle’s, not a number its insurance bill is under', async () => {
    const snapshot = riveraSnapshot();
    const camry = snapshot.estate.properties.find((each) => each.id === 'prop-camry');
    if (!camry) throw new Error('the fixture has a Camry');
    Object.assign(camry, { vin: '4T1B11HK5MU123456' });
    const answer = await ask("what's the VIN on the camry?", snapshot);
    expect(answer.response).toBe('2021 Toyota Camry: VIN 4T1B11HK5MU123456.');
  });

  it('is not the policy number of the vehicle’s insurance', async () => {
    const snapshot = riveraSnapshot();
    const camry = snapshot.estate.properties.find((each) => each.id === 'prop-camry');
    const geico = snapshot.estate.policies.find((each) => each.carrier === 'GEICO');
    if (!camry || !geico) throw new Error('the fixture has a Camry insured by GEICO');
    Object.assign(camry, { vin: '4T1B11HK5MU123456' });
    Object.assign(geico, { insuredName: '2021 Toyota Camry', policyNumberLast4: '2919' });
    const answer = await ask("What's the policy number on the Camry?", snapshot);
    expect(answer.response).toContain('policy number ending 2919');
    expect(answer.response).not.toContain('4T1B11HK5MU123456');
  });
});

describe('bills by what their records lack', () => {
  it('lists the bills with no payment day recorded, the monthly ones when asked', async () => {
    const answer = await ask(
      'Which of our monthly bills have no payment day recorded?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('due');
    expect(answer.response).toMatch(/^(\d+ bills have|1 bill has) no payment day recorded/);
    expect(answer.response).not.toMatch(/\/(yr|qtr|6mo)\b/);
  });

  it('reads "no account or card on file to pay them from" as no payment method', async () => {
    const answer = await ask(
      'Which of our bills have no autopay and no account or card on file to pay them from? I want to make sure nothing slips.',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('manual_pay');
    expect(answer.response).toContain('no payment method recorded');
  });
});

describe('the guidebook and the plan, asked in other words', () => {
  it('says which section an entry is filed under', async () => {
    const texts = SEARCHABLE_TEXTS.map((each) =>
      each.id === 'gb-pets' ? { ...each, section: 'Pets and animals' } : each,
    );
    const answer = await ask(
      'which guidebook section is the pets entry filed under',
      riveraSnapshot(),
      texts,
    );
    expect(answer.response).toMatch(/^“Pets” is in the guidebook's “Pets and animals” section\. /);
  });

  it('reads who the will names "to raise" the children as their guardian', async () => {
    const answer = await ask('Who does the will name to raise Emma and Liam?', riveraSnapshot());
    expect(answer.intent).toBe('estate_people');
    expect(answer.response).toContain('guardian');
  });
});

describe('records named in other words', () => {
  it('finds a policy by its number typed whole, which the records keep by its last four', async () => {
    const snapshot = riveraSnapshot();
    const geico = snapshot.estate.policies.find((each) => each.carrier === 'GEICO');
    if (!geico) throw new Error('the fixture has a GEICO policy');
    Object.assign(geico, { policyNumberLast4: '2919' });
    for (const question of [
      'Sam here, found a letter about policy 4410-22-919. Which insurer is that one?',
      'whose policy ends in 2919?',
    ]) {
      const answer = await ask(question, snapshot);
      expect(answer.response).toMatch(/^GEICO auto policy/);
    }
  });

  it('reads "the policies the family has" as all of them, not those on the family', async () => {
    const answer = await ask(
      "Alex's dad. While my son is sick I want a list of every insurance policy the family has.",
      riveraSnapshot(),
    );
    expect(answer.response).toMatch(/^5 policies: /);
  });

  it('reads "homes" as the household’s homes, and a unit number as the address', async () => {
    const snapshot = riveraSnapshot();
    const camry = snapshot.estate.properties.find((each) => each.id === 'prop-camry');
    if (!camry) throw new Error('the fixture has a Camry');
    snapshot.estate.properties = [
      ...snapshot.estate.properties,
      {
        ...camry,
        id: 'prop-condo',
        kind: 'home',
        name: 'Lake condo',
        homeType: 'rental',
        addressFull: '9 Lake Dr Unit 402, Austin, TX 78703',
        vehicleYear: null,
        vehicleMake: null,
        vehicleModel: null,
        estimatedValueCents: 30_000_000,
      },
    ];
    const homes = await ask('How much equity do we have in each of our two homes?', snapshot);
    expect(homes.response).toMatch(/^Equity \$637,550\.00 together: /);
    // Equity named alone is the homes'.
    const total = await ask('How much equity do we have in total?', snapshot);
    expect(total.response).toMatch(/^Equity \$637,550\.00 together: /);
    const subtracted = await ask(
      "If I take each home's estimated value and subtract what we still owe on its mortgage, how much equity do we have across both homes in total?",
      snapshot,
    );
    expect(subtracted.response).toMatch(/^Equity \$637,550\.00 together: /);
    const unit = await ask(
      'What unit number is the Lake condo, and what is it estimated to be worth?',
      snapshot,
    );
    expect(unit.response).toContain('Unit 402');
    expect(unit.response).toContain('$300,000.00');
  });
});

describe('whose records, and what a bill pays into', () => {
  it('reads "which advisors does Alex have" as the household’s advisors', async () => {
    const answer = await ask('Which advisors does Alex have on file?', riveraSnapshot());
    expect(answer.intent).toBe('advisor');
    expect(answer.response).toContain('Dana Whitfield');
    expect(answer.response).toContain('Marcus Bell');
  });

  it('finds a bill paying into a 529 by what the 529 is for', async () => {
    const snapshot = riveraSnapshot();
    snapshot.obligations = snapshot.obligations.map((each) =>
      each.vendor === 'Vanguard 529 Plan' ? { ...each, description: '529 contribution' } : each,
    );
    const answer = await ask(
      "Add up what we spend on Emma: music, soccer and her college savings. What's that a month?",
      snapshot,
    );
    expect(answer.response).toContain('Vanguard 529 Plan');
    expect(answer.response).toContain('$435.00 a month');
    // The bill's card is found by the 529's purpose too, as a listed part ("her college savings").
    const card = cardIndexOf(snapshot)
      .segments.flatMap((segment) => segment.cards)
      .find((each) => each.title === 'Vanguard 529 Plan (Emma)');
    expect(card?.kindWords).toEqual(expect.arrayContaining(['college', 'savings']));
  });
});

describe('what a question names before its records', () => {
  it('reads "My granddaughter Emma" at the start of a sentence as Emma', async () => {
    const answer = await ask(
      "This is Alex's mom, helping out while Alex recovers. My granddaughter Emma's soccer club, how much do they charge?",
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Austin Soccer Club');
    expect(answer.response).toContain('$75.00');
  });

  it('answers the net worth asked by name, whatever records the question lists', async () => {
    const answer = await ask(
      "What's our net worth as of today, counting the houses, the cars, the investments and everything we owe?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('net_worth');
    expect(answer.response).toMatch(/^Your net worth is \$/);
  });

  it('adds up the death benefits of the life policies', async () => {
    const answer = await ask(
      'If you add up the death benefits on both of our life insurance policies, what is the total?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Together: $1,500,000.00');
  });
});

describe('access and bills by other words', () => {
  it('reads "has a login to see our records" as who has access', async () => {
    const answer = await ask(
      'Which of our advisors actually has a login to see our records, and which one doesn’t?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('advisor');
    expect(answer.response).toMatch(/have access/);
  });

  it('finds a contribution by "deposit"', async () => {
    const answer = await ask('when does the 529 deposit go out', riveraSnapshot());
    expect(answer.intent).toBe('due');
    expect(answer.response).toContain('Vanguard 529 Plan');
  });
});
