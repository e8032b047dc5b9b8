import { describe, expect, it } from 'vitest';
import { erisaSpousalConsent } from './beneficiary-rules';
import type { EstateFacts } from './estate-facts';
import {
  OWNER,
  account,
  beneficiary,
  facts,
  gapsOf,
  household,
  instrument,
  investment,
  lifePolicy,
  person,
} from './estate-facts.test-helper';
import { formerSpouseNamed } from './people-rules';

const divorce = { ownerId: OWNER, kind: 'divorce' as const, occurredOn: '2024-03-01' };
const marriage = (occurredOn: string) => ({
  ownerId: OWNER,
  kind: 'marriage' as const,
  occurredOn,
});

/** A 401(k) naming these beneficiaries (each as `beneficiary` takes them). */
const k401 = (names: Parameters<typeof beneficiary>[], overrides = {}) =>
  investment({
    id: 'k401',
    type: 'retirement_401k',
    accountName: '401(k)',
    designation: 'beneficiaries',
    beneficiaries: names.map((args) => beneficiary(...args)),
    ...overrides,
  });

describe('former_spouse_named (a former spouse still named after a recorded divorce)', () => {
  const policy = lifePolicy({
    beneficiaries: [beneficiary('Jane Doe', 10_000, { relationship: 'Wife' })],
  });

  it('fires on a life policy still naming the "Wife" after a divorce is recorded, with a link to that policy', () => {
    expect(gapsOf(formerSpouseNamed, facts({ lifeEvents: [divorce], policies: [policy] }))).toEqual(
      [
        expect.objectContaining({
          rule: 'former_spouse_named',
          severity: 'high',
          title:
            'Jane Doe, a former spouse, is still named on Northwestern Mutual life policy on Maria Lopez',
          explanation: expect.stringContaining('A divorce is recorded on 2024-03-01') as string,
          fix: {
            label: 'Edit the beneficiaries',
            to: '/estate-plan?tab=insurance#policy-policy-1',
          },
        }),
      ],
    );
  });

  it('fires on a will naming an "Ex-husband" as executor even with no divorce recorded, and on an account payable to the same name', () => {
    const input = facts({
      instruments: [
        instrument({ people: [person({ name: 'Tom Lopez', relationship: 'Ex-husband' })] }),
      ],
      assets: [account({ type: 'checking', beneficiary: 'tom lopez' })],
    });
    const gaps = gapsOf(formerSpouseNamed, input);
    expect(gaps.map((gap) => gap.title)).toEqual([
      'Tom Lopez, a former spouse, is still named on Will of Maria Lopez',
      'tom lopez, a former spouse, is still named on Chase · Savings',
    ]);
    expect(gaps[0]).toMatchObject({ fix: { to: '/estate-plan#will' } });
    expect(gaps[1]).toMatchObject({ fix: { to: '/accounts' } });
  });

  it('does not fire once the owner married again after the divorce (the "Wife" is the new spouse)', () => {
    const input = facts({ lifeEvents: [divorce, marriage('2025-06-01')], policies: [policy] });
    expect(gapsOf(formerSpouseNamed, input)).toEqual([]);
  });

  it('passes a record naming someone else, and adds no check to a household with no divorce or former spouse', () => {
    const other = lifePolicy({
      beneficiaries: [beneficiary('Ana Lopez', 10_000, { relationship: 'Sister' })],
    });
    const checks = formerSpouseNamed(facts({ lifeEvents: [divorce], policies: [other] }));
    expect(checks).toEqual([{ key: 'former_spouse_named:policy:policy-1', gap: null }]);
    expect(formerSpouseNamed(facts({ policies: [policy] }))).toEqual([]);
  });
});

describe('erisa_spousal_consent (IRC § 417 / ERISA § 205, IRS Notice 97-10: a 401(k) naming a non-spouse primary beneficiary needs the spouse’s written consent)', () => {
  const spouseOnWill = instrument({
    people: [person({ name: 'Luis Lopez', relationship: 'Husband' })],
  });

  it('fires for a married owner whose 401(k) names a sister as primary beneficiary, citing the rule, with a fix link', () => {
    const input = facts({
      instruments: [spouseOnWill],
      investments: [k401([['Ana Lopez', 10_000, { relationship: 'Sister' }]])],
    });
    expect(gapsOf(erisaSpousalConsent, input)).toEqual([
      expect.objectContaining({
        rule: 'erisa_spousal_consent',
        title: 'Fidelity · 401(k): your spouse’s written consent is needed to name Ana Lopez',
        explanation: expect.stringContaining(
          'Internal Revenue Code § 417; IRS Notice 97-10',
        ) as string,
        fix: { label: 'Review the beneficiaries', to: '/investments' },
      }),
    ]);
  });

  it('fires when only part of the account goes to someone other than the spouse', () => {
    const input = facts({
      instruments: [spouseOnWill],
      investments: [
        k401([
          ['Luis Lopez', 5_000],
          ['Ana Lopez', 5_000],
        ]),
      ],
    });
    expect(gapsOf(erisaSpousalConsent, input).map((gap) => gap.title)).toEqual([
      'Fidelity · 401(k): your spouse’s written consent is needed to name Ana Lopez',
    ]);
  });

  it('passes when the spouse is the only primary beneficiary (by relationship or by name); contingents do not count', () => {
    const byRelationship = k401([
      ['Luis Lopez', 10_000, { relationship: 'Spouse' }],
      ['Ana Lopez', 10_000, { tier: 'contingent' }],
    ]);
    expect(
      erisaSpousalConsent(facts({ instruments: [spouseOnWill], investments: [byRelationship] })),
    ).toEqual([{ key: 'erisa_spousal_consent:investment:k401', gap: null }]);
    const byName = k401([['luis lopez', 10_000]]);
    expect(
      gapsOf(erisaSpousalConsent, facts({ instruments: [spouseOnWill], investments: [byName] })),
    ).toEqual([]);
  });

  it('does not apply to a single owner, or to an IRA or a brokerage account', () => {
    expect(erisaSpousalConsent(facts({ investments: [k401([['Ana Lopez', 10_000]])] }))).toEqual(
      [],
    );
    const ira = k401([['Ana Lopez', 10_000]], { type: 'ira' });
    expect(erisaSpousalConsent(facts({ instruments: [spouseOnWill], investments: [ira] }))).toEqual(
      [],
    );
  });

  it('checks a 401(k) recorded as a financial account only when the records say who the spouse is', () => {
    const asset = account({
      id: 'a401',
      type: 'retirement_401k',
      accountName: '401(k)',
      beneficiary: 'Ana Lopez',
    });
    expect(
      gapsOf(erisaSpousalConsent, facts({ instruments: [spouseOnWill], assets: [asset] })).map(
        (gap) => gap.fix,
      ),
    ).toEqual([{ label: 'Review the beneficiary', to: '/accounts' }]);
    const marriedByEvent = facts({ lifeEvents: [marriage('2020-01-01')], assets: [asset] });
    expect(erisaSpousalConsent(marriedByEvent)).toEqual([]);
  });
});

describe('erisa_spousal_consent reads names as people type them (IRC § 417 / IRS Notice 97-10: only a non-spouse beneficiary needs the spouse’s consent)', () => {
  const spouseOnWill = instrument({
    people: [person({ name: 'Ana Lopez', relationship: 'Wife' })],
  });
  const k401Account = (beneficiaryText: string, overrides = {}) =>
    account({
      id: 'a401',
      type: 'retirement_401k',
      accountName: '401(k)',
      beneficiary: beneficiaryText,
      ...overrides,
    });
  const titlesFor = (input: Partial<EstateFacts>) =>
    gapsOf(erisaSpousalConsent, facts({ instruments: [spouseOnWill], ...input })).map(
      (gap) => gap.title,
    );

  it.each([
    'Ana Lopez (spouse)',
    'Ana (wife)',
    'Ana',
    'ana  lopez',
    'Ana Lopez, wife',
    'My husband',
  ])('passes a 401(k) account whose typed beneficiary "%s" is the spouse', (typed) => {
    expect(
      erisaSpousalConsent(facts({ instruments: [spouseOnWill], assets: [k401Account(typed)] })),
    ).toEqual([{ key: 'erisa_spousal_consent:asset:a401', gap: null }]);
  });

  it('still fires for a brother typed on the account while married, naming only him beside the spouse', () => {
    expect(titlesFor({ assets: [k401Account('Ben Lopez (brother)')] })).toEqual([
      'Chase · 401(k): your spouse’s written consent is needed to name Ben Lopez',
    ]);
    expect(titlesFor({ assets: [k401Account('Ana and Ben Lopez')] })).toEqual([
      'Chase · 401(k): your spouse’s written consent is needed to name Ben Lopez',
    ]);
  });

  it('takes a first name alone as the spouse on an investment 401(k), unless the relationship says otherwise', () => {
    expect(titlesFor({ investments: [k401([['Ana', 10_000]])] })).toEqual([]);
    expect(
      titlesFor({ investments: [k401([['Ana', 10_000, { relationship: 'Sister' }]])] }),
    ).toEqual(['Fidelity · 401(k): your spouse’s written consent is needed to name Ana']);
    expect(titlesFor({ investments: [k401([['Ana Garcia', 10_000]])] })).toEqual([
      'Fidelity · 401(k): your spouse’s written consent is needed to name Ana Garcia',
    ]);
  });

  it('does not speak to the owner about a 401(k) held in the spouse’s name (its owner line or its titling holder)', () => {
    const owner = household({ ownerName: 'Maria Lopez' });
    const spousePlan = k401([['Ben Lopez', 10_000, { relationship: 'Brother' }]], {
      ownerName: 'Ana Lopez',
    });
    expect(
      erisaSpousalConsent(
        facts({ households: [owner], instruments: [spouseOnWill], investments: [spousePlan] }),
      ),
    ).toEqual([]);
    const titled = facts({
      households: [owner],
      instruments: [spouseOnWill],
      assets: [k401Account('Ben Lopez')],
      titling: [
        {
          ownerId: OWNER,
          assetKind: 'asset',
          assetId: 'a401',
          passesBy: null,
          holderName: 'Ana Lopez',
        },
      ],
    });
    expect(erisaSpousalConsent(titled)).toEqual([]);
  });

  it('still fires on a 401(k) held in the owner’s own name', () => {
    const owner = household({ ownerName: 'Maria Lopez' });
    const ownPlan = k401([['Ben Lopez', 10_000]], { ownerName: 'maria lopez' });
    expect(titlesFor({ households: [owner], investments: [ownPlan] })).toEqual([
      'Fidelity · 401(k): your spouse’s written consent is needed to name Ben Lopez',
    ]);
  });
});
