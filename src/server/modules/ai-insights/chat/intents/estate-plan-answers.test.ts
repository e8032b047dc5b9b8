import { describe, expect, it } from 'vitest';
import { emptySnapshot } from '../../snapshot/snapshot-fixture';
import { ask, sourceIds } from '../chat-test-helpers';
import { riveraSnapshot } from '../household.fixture';

describe('the estate plan’s people', () => {
  it('names the executor and the alternate of each will, and cites the wills', async () => {
    const answer = await ask('who is the executor?', riveraSnapshot());
    expect(answer.intent).toBe('estate_people');
    expect(answer.response).toContain(
      'Will of Alex Rivera names executor: Sam Rivera (Spouse); first alternate executor: Maria Lopez (Sister)',
    );
    expect(sourceIds(answer)).toEqual(['inst-will-alex', 'inst-will-sam']);
    expect(answer.sources[0]).toMatchObject({ kind: 'instrument', href: '/estate-plan#will' });
  });

  it('tells the financial agent from the health-care agent', async () => {
    expect(
      sourceIds(await ask('who is the agent on the financial power of attorney', riveraSnapshot())),
    ).toEqual(['inst-financial-poa']);
    expect(sourceIds(await ask('who is my health care proxy', riveraSnapshot()))).toEqual([
      'inst-healthcare-poa',
    ]);
  });

  it('names the guardians for the children', async () => {
    const answer = await ask('who would raise the kids', riveraSnapshot());
    expect(answer.response).toContain(
      'guardian: Maria Lopez (Sister); first alternate guardian: Carlos Lopez (Brother-in-law)',
    );
  });

  it.each([
    ["Who is the executor of Maria's will?", 'Maria Lopez'],
    ["Who is the trustee of Sam's trust?", 'Sam Rivera'],
    // Sam is Alex's health-care agent; Sam's own health-care agent is not recorded.
    ["Who is Sam's health care agent?", 'Sam Rivera'],
  ])('does not answer with another person’s plan: %s', async (question, person) => {
    const answer = await ask(question, riveraSnapshot());
    expect(answer.response).toMatch(
      new RegExp(`^No .* is named for ${person} in your estate plan`),
    );
    expect(answer.sources.every((source) => source.id === null)).toBe(true);
  });

  it('still answers a child’s guardian and a principal’s executor by a possessive', async () => {
    expect(sourceIds(await ask("Who is Liam's guardian?", riveraSnapshot()))).toEqual([
      'inst-guardian',
    ]);
    expect(sourceIds(await ask("Who is Sam's executor?", riveraSnapshot()))).toEqual([
      'inst-will-sam',
    ]);
  });

  it('says when nobody is named yet and points to the estate plan', async () => {
    const answer = await ask('who is our executor', emptySnapshot('2026-03-10'));
    expect(answer.response).toContain('No executor is named in your estate plan yet');
    expect(answer.sources).toEqual([
      { kind: 'instrument', id: null, label: 'Estate plan', href: '/estate-plan' },
    ]);
  });

  it('does not name anyone for a person nobody has', async () => {
    const answer = await ask('is bob our executor', riveraSnapshot());
    expect(answer.response).toMatch(/^I couldn't find “bob”/);
  });
});

describe('beneficiaries', () => {
  it('gives a policy’s primary and contingent beneficiaries with their shares', async () => {
    const answer = await ask("who is the beneficiary of alex's life insurance?", riveraSnapshot());
    expect(answer.intent).toBe('beneficiaries');
    expect(answer.response).toContain(
      'Northwestern Mutual life policy on Alex Rivera goes to Sam Rivera (100%); contingent: Emma Rivera (50%), Liam Rivera (50%)',
    );
    expect(sourceIds(answer)).toEqual(['pol-life-alex']);
  });

  it('says when an account has no beneficiary and passes by the will', async () => {
    const answer = await ask('who gets the fidelity brokerage', riveraSnapshot());
    expect(answer.response).toContain(
      'Fidelity · Joint Brokerage has no beneficiary recorded, so it passes by the will (probate)',
    );
  });

  it('says whose a record is when the question gives it to someone else', async () => {
    const answer = await ask("Who are the beneficiaries of Sam's 401(k)?", riveraSnapshot());
    expect(answer.intent).toBe('beneficiaries');
    // The fixture's owner has no name on the profile, so the holder goes unsaid.
    expect(answer.response).toMatch(
      /^Nothing of that kind is recorded as Sam's\. Vanguard · Alex 401\(k\) goes to Sam Rivera/,
    );
    expect(sourceIds(answer)).toEqual(['inv-401k']);
  });

  it('reads "next in line after" the first beneficiary as the policy\'s beneficiaries', async () => {
    const answer = await ask(
      "On Alex's life insurance, who is next in line after Sam?",
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('beneficiaries');
    expect(answer.response).toMatch(
      /^Northwestern Mutual life policy on Alex Rivera goes to Sam Rivera \(100%\); contingent: Emma Rivera/,
    );
  });

  it('finds the policies naming someone "as" a backup beneficiary', async () => {
    const answer = await ask(
      'On which of our policies is Emma named as a backup beneficiary?',
      riveraSnapshot(),
    );
    expect(answer.intent).toBe('beneficiaries');
    expect(answer.response).toContain('Northwestern Mutual life policy on Alex Rivera');
  });
});

describe('advisors', () => {
  it('gives the CPA with phone and email', async () => {
    const answer = await ask('who is our CPA?', riveraSnapshot());
    expect(answer.intent).toBe('advisor');
    expect(answer.response).toBe(
      'Priya Shah (CPA / Accountant, Shah & Associates CPAs) — phone (512) 555-0199, email priya@shahcpa.com.',
    );
    expect(answer.sources).toEqual([
      { kind: 'advisor', id: 'adv-cpa', label: 'Priya Shah', href: '/advisors' },
    ]);
  });

  it('gives only the phone when the phone is asked for', async () => {
    expect((await ask("attorney's phone", riveraSnapshot())).response).toBe(
      'Dana Whitfield (Attorney, Whitfield Law) — phone (512) 555-0142.',
    );
  });

  it('says when no advisor has the role', async () => {
    expect((await ask('who is our banker', riveraSnapshot())).response).toBe(
      'No banker is recorded in your advisors yet.',
    );
  });
});

describe('what happens if I die or become incapacitated', () => {
  it('points to the plan, names the trusted contacts and the will’s executor and original', async () => {
    const answer = await ask('what happens if I die?', riveraSnapshot());
    expect(answer.intent).toBe('if_something_happens');
    expect(answer.response).toContain('Your trusted contacts: Sam Rivera and Maria Lopez.');
    expect(answer.response).toContain(
      'Will of Alex Rivera names Sam Rivera and Maria Lopez (alternate) as executor. The signed original is kept: Fireproof safe in the home office closet.',
    );
    expect(answer.sources[0]).toEqual({
      kind: 'plan',
      id: null,
      label: 'Triggering event plan',
      href: '/triggering-event',
    });
    expect(answer.sources.at(-1)?.href).toBe('/estate-plan');
  });

  it('names the powers of attorney for incapacity', async () => {
    const answer = await ask('what if I become incapacitated', riveraSnapshot());
    expect(answer.response).toContain('as financial agent');
    expect(answer.response).toContain('as health-care agent');
    expect(answer.response).not.toContain('as executor');
  });

  it('says there is no will and no trusted contact when none is recorded', async () => {
    const answer = await ask('what happens if I die', emptySnapshot('2026-03-10'));
    expect(answer.response).toContain('You have no trusted contacts yet');
    expect(answer.response).toContain('No will is recorded in your estate plan.');
  });
});

describe('insurance policies', () => {
  it('adds up life insurance face amounts', async () => {
    const answer = await ask('how much life insurance do we have', riveraSnapshot());
    expect(answer.intent).toBe('insurance');
    expect(answer.response).toContain('You have $1,500,000.00 of life insurance in 2 policies');
    expect(answer.sources[0]).toMatchObject({
      kind: 'policy',
      id: 'pol-life-alex',
      href: '/estate-plan?tab=insurance',
    });
  });

  it('says a face amount is not recorded rather than guessing', async () => {
    expect(
      (await ask('what coverage does the geico policy have', riveraSnapshot())).response,
    ).toContain('face amount not recorded');
  });
});

describe('the records naming someone their beneficiary', () => {
  it('are the records whose beneficiaries include the one named, contingent ones too', async () => {
    const answer = await ask(
      'Which of our policies name Liam as a contingent beneficiary?',
      riveraSnapshot(),
    );
    expect(answer.response).toContain('Northwestern Mutual');
    expect(answer.response).toContain('Liam Rivera');
    // Sam's policy names Alex alone.
    expect(answer.response).not.toContain('Haven Life');
  });

  it('say the contingent beneficiaries when asked for them', async () => {
    const answer = await ask('contingent beneficiary on the life policies', riveraSnapshot());
    expect(answer.understood).toBe(true);
    expect(answer.response).toContain('contingent: Emma Rivera (50%), Liam Rivera (50%)');
  });
});
