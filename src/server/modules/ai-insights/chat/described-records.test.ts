import { describe, expect, it } from 'vitest';
import { ask } from './chat-test-helpers';
import { riveraSnapshot } from './household.fixture';
import { PHONE_TAG, searchWords } from './intents/guidebook';
import { withRecordsDescribedByRecords } from './records/described-by-records';
import { withDescribedRecordsNamed } from './text/described-records';
import { readQuestion } from './text/question';

describe('a record described by what it does', () => {
  it('is named by its kind before the question is read', () => {
    expect(
      withDescribedRecordsNamed(
        'What is the premium on the policy that covers us beyond our home and auto insurance?',
      ),
    ).toBe('What is the premium on the umbrella insurance?');
    expect(withDescribedRecordsNamed('When is the mortgage on the home we rent out due?')).toBe(
      'When is the mortgage on the rental due?',
    );
    expect(withDescribedRecordsNamed('Is the house we live in worth more now?')).toBe(
      'Is the primary residence worth more now?',
    );
    expect(withDescribedRecordsNamed("What's the account we're saving in for college worth?")).toBe(
      "What's the account for college worth?",
    );
    expect(withDescribedRecordsNamed("Who is the person who'd take the kids?")).toBe(
      'Who is the guardian?',
    );
    expect(withDescribedRecordsNamed('Who would step in if Maria cannot serve?')).toBe(
      'Who would the alternate?',
    );
  });

  it('reads the cars listed among kinds of insurance as their policies', () => {
    expect(
      withDescribedRecordsNamed(
        'What do the premiums come to (life, health, home, umbrella and both cars)?',
      ),
    ).toBe('What do the premiums come to (life, health, home, umbrella and auto insurance)?');
    // Not the cars of a question about what they cost.
    const costs = 'What do the house and both cars cost us a month?';
    expect(withDescribedRecordsNamed(costs)).toBe(costs);
  });

  it('leaves a question that names its records alone', () => {
    const named = 'What do the home and auto policies cost?';
    expect(withDescribedRecordsNamed(named)).toBe(named);
    // "Have for" describes a record only after one ("the account we have for…").
    const holdings = "What do we have for the kids' college?";
    expect(withDescribedRecordsNamed(holdings)).toBe(holdings);
  });

  it('answers with the record it describes', async () => {
    const snapshot = riveraSnapshot();
    const home = await ask('What is the house we live in worth?', snapshot);
    expect(home.response).toContain('$650,000.00');
    const guardian = await ask("Who is the person who'd take the kids?", snapshot);
    expect(guardian.response).toContain('Maria Lopez');
    const trustee = await ask('Who takes over running our trust?', snapshot);
    expect(trustee.response).toContain('Maria Lopez');
  });

  it('says what a home is now estimated at beside what was paid for it', async () => {
    const snapshot = riveraSnapshot();
    snapshot.estate.properties = snapshot.estate.properties.map((property) =>
      property.id === 'prop-home'
        ? { ...property, purchasePriceCents: 52_000_000, purchaseDate: '2018-05-22' }
        : property,
    );
    const answer = await ask(
      'Is the house we live in worth more than we paid for it, and by how much?',
      snapshot,
    );
    expect(answer.response).toContain(
      'bought for $520,000.00 on May 22, 2018, now estimated at $130,000.00 more than that',
    );
  });
});

describe('a record described by the records it pays or names', () => {
  it('is the one card the bills named are paid with', () => {
    expect(
      withRecordsDescribedByRecords(
        'What is the balance on the card the streaming services go on?',
        riveraSnapshot(),
      ),
    ).toBe('What is the balance on the Amex ****9876?');
  });

  it('is the one policy naming the person its primary beneficiary', async () => {
    const snapshot = riveraSnapshot();
    expect(
      withRecordsDescribedByRecords('What does the policy that would pay Alex pay out?', snapshot),
    ).toBe('What does the Haven Life life policy pay out?');
    // Sam is the primary beneficiary of one policy; the kids of none (they are contingent).
    expect(
      withRecordsDescribedByRecords('What does the policy that pays Emma cover?', snapshot),
    ).toBe('What does the policy that pays Emma cover?');
    const answer = await ask('What is the face amount of the policy that would pay Sam?', snapshot);
    expect(answer.response).toContain('$1,000,000.00');
    expect(answer.response).not.toContain('Haven Life');
  });

  it('is the vehicle with the earliest or latest model year', async () => {
    const snapshot = riveraSnapshot();
    expect(withRecordsDescribedByRecords('What does the newer car cost?', snapshot)).toBe(
      'What does the 2021 Toyota Camry cost?',
    );
    const answer = await ask('What do we pay to insure the older of our two cars?', snapshot);
    expect(answer.response).toContain('Progressive $118.00');
    expect(answer.response).not.toContain('Toyota');
  });

  it('is left as typed when several accounts pay the bills named', () => {
    const question = 'What is the balance on the account the kids’ bills are paid from?';
    expect(withRecordsDescribedByRecords(question, riveraSnapshot())).toBe(question);
  });
});

describe('a child called by what they are to the family', () => {
  it('is the child the records say it is', async () => {
    const snapshot = riveraSnapshot();
    const piano = await ask("What do our daughter's piano lessons cost?", snapshot);
    expect(piano.response).toContain('Melody Music School');
    const swim = await ask("When are our son's swim lessons paid?", snapshot);
    expect(swim.response).toContain('Aqua-Tots Swim School');
    expect(swim.response).not.toContain('Emma');
  });
});

describe('a well-known service called by what it is', () => {
  it('finds the service of that kind', async () => {
    const answer = await ask('What does the TV streaming cost us?', riveraSnapshot());
    expect(answer.response).toContain('Netflix');
    expect(answer.response).not.toContain('Spotify');
  });
});

describe('a bill said to pay a loan', () => {
  it('is the loan’s bill, not every bill of the car', async () => {
    const answer = await ask('When is the next Camry loan payment due?', riveraSnapshot());
    expect(answer.response).toContain('Toyota Financial Services');
    expect(answer.response).not.toContain('GEICO');
  });

  it('says no bill is found rather than nothing at all', async () => {
    // The Camry is a vehicle the household has, with no mortgage: no bill, and no empty answer.
    const answer = await ask(
      'When does the mortgage on the Camry come out next?',
      riveraSnapshot(),
    );
    expect(answer.response).not.toBe('.');
    expect(answer.response).not.toContain('next on');
  });
});

describe('the guidebook’s search words', () => {
  const read = (question: string) => searchWords(readQuestion(question, () => new Set()));

  it('are a hyphenated name’s parts, as the entries are indexed', () => {
    expect(read('Who is on the who-to-call list?')).toEqual(['call', PHONE_TAG]);
  });

  it('leave out a parent called by what they are to the asker', () => {
    expect(read('Dad left a list of who to call first. Who is on it?')).toEqual([
      'call',
      'first',
      PHONE_TAG,
    ]);
  });

  it('leave out whose guidebook it is, and ask for a number held, not the word "phone"', () => {
    const words = read("What number does Jordan's guidebook give for Alex?");
    expect(words).toContain('alex');
    expect(words).toContain(PHONE_TAG);
    expect(words).not.toContain('jordan');
    expect(read("What's Dana's phone number?")).not.toContain('phone');
  });
});
