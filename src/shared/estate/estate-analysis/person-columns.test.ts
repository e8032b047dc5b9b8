import { describe, expect, it } from 'vitest';
import type { TEstatePersonColumn } from '../estate-summary-schemas';
import type { EstateFacts, TitlingFacts } from './estate-facts';
import {
  OWNER,
  account,
  beneficiary,
  facts,
  home,
  household,
  instrument,
  investment,
  lifePolicy,
} from './estate-facts.test-helper';
import { summariseEstate } from './summarise-estate';

// Issue 38 item 1: each person's estate is its own column; nothing adds two people's probate.
const MARIA = 'Maria Lopez';
const LUIS = 'Luis Lopez';

function couple(overrides: Partial<EstateFacts> = {}): EstateFacts {
  return facts({
    households: [household({ ownerName: MARIA, homeState: 'TX' })],
    instruments: [
      instrument({ principalName: MARIA }),
      instrument({ id: 'will-2', principalName: LUIS }),
    ],
    ...overrides,
  });
}

function titled(overrides: Partial<TitlingFacts>): TitlingFacts {
  return {
    ownerId: OWNER,
    assetKind: 'asset',
    assetId: 'asset-1',
    passesBy: null,
    titling: null,
    holderName: null,
    jointHolderName: null,
    ...overrides,
  };
}

function column(people: readonly TEstatePersonColumn[], name: string): TEstatePersonColumn {
  const found = people.find((person) => person.name === name);
  if (!found) throw new Error(`no column for ${name}: ${people.map((each) => each.name).join()}`);
  return found;
}

describe('each person’s estate', () => {
  it('lists the owner and the principals of the wills and trusts, the owner first', () => {
    const { people } = summariseEstate(couple());
    expect(people.map((person) => [person.name, person.isOwner])).toEqual([
      [MARIA, true],
      [LUIS, false],
    ]);
  });

  it('puts each record in the column of the name that holds it, and never sums the two probate estates', () => {
    const summary = summariseEstate(
      couple({
        assets: [
          account({ id: 'a-maria', ownerName: MARIA, balanceCents: 1_000_000 }),
          account({ id: 'a-luis', ownerName: 'luis  LOPEZ', balanceCents: 3_000_000 }),
        ],
      }),
    );
    expect(column(summary.people, MARIA).probateCents).toBe(1_000_000);
    expect(column(summary.people, LUIS).probateCents).toBe(3_000_000);
    expect(column(summary.people, LUIS).assets.map((each) => each.id)).toEqual(['a-luis']);
  });

  it('puts a life policy in its insured’s column, paid to its beneficiaries outside probate', () => {
    const summary = summariseEstate(
      couple({
        policies: [lifePolicy({ insuredName: LUIS, beneficiaries: [beneficiary(MARIA)] })],
      }),
    );
    const luis = column(summary.people, LUIS);
    expect(luis.probateCents).toBe(0);
    expect(luis.byRoute.beneficiary).toBe(50_000_000);
    expect(luis.lifeInsuranceCents).toBe(50_000_000);
    expect(luis.assets).toEqual([
      expect.objectContaining({ kind: 'policy', goesTo: 'Maria Lopez (100%)' }),
    ]);
    expect(column(summary.people, MARIA).assets).toEqual([]);
  });

  it('counts a policy payable to the estate in its insured’s probate estate', () => {
    const summary = summariseEstate(
      couple({
        policies: [
          lifePolicy({ insuredName: LUIS, beneficiaries: [beneficiary('Estate of Luis Lopez')] }),
        ],
      }),
    );
    expect(column(summary.people, LUIS).probateCents).toBe(50_000_000);
    expect(column(summary.people, LUIS).lifeInsuranceCents).toBe(0);
  });

  it('shows a joint account with survivorship in both columns, passing to the other, counted once', () => {
    const summary = summariseEstate(
      couple({
        investments: [investment({ ownerName: MARIA, valueCents: 8_000_000 })],
        titling: [
          titled({
            assetKind: 'investment',
            assetId: 'inv-1',
            passesBy: 'joint_survivorship',
            titling: 'jtwros',
            jointHolderName: LUIS,
          }),
        ],
      }),
    );
    const maria = column(summary.people, MARIA);
    const luis = column(summary.people, LUIS);
    expect(maria.assets).toEqual([
      expect.objectContaining({
        id: 'inv-1',
        goesTo: 'Luis Lopez (survivor)',
        countedCents: 8_000_000,
      }),
    ]);
    expect(luis.assets).toEqual([
      expect.objectContaining({
        id: 'inv-1',
        goesTo: 'Maria Lopez (survivor)',
        countedCents: 0,
        countedInKey: maria.key,
      }),
    ]);
    const counted = summary.people.reduce(
      (sum, person) => sum + person.byRoute.joint_survivorship,
      0,
    );
    expect(counted).toBe(8_000_000);
    expect(maria.probateCents + luis.probateCents).toBe(0);
  });

  it('splits community property half to each spouse', () => {
    const summary = summariseEstate(
      couple({
        properties: [home({ estimatedValueCents: 40_000_001 })],
        titling: [
          titled({
            assetKind: 'property',
            assetId: 'home-1',
            passesBy: 'community_property',
            titling: 'community_property',
            holderName: LUIS,
            jointHolderName: MARIA,
          }),
        ],
      }),
    );
    expect(column(summary.people, LUIS).byRoute.community_property).toBe(20_000_000);
    expect(column(summary.people, MARIA).byRoute.community_property).toBe(20_000_001);
  });

  it('puts a record held in no name in the owner’s column and says whose it is not known', () => {
    const summary = summariseEstate(
      couple({ assets: [account({ ownerName: null })], properties: [home()] }),
    );
    expect(summary.assets.map((asset) => asset.holderKnown)).toEqual([false, false]);
    expect(column(summary.people, MARIA).assets.map((each) => each.id)).toEqual([
      'asset-1',
      'home-1',
    ]);
  });

  it('reads "Maria and Luis Lopez" as no single person: the owner’s, flagged', () => {
    const summary = summariseEstate(
      couple({ assets: [account({ ownerName: 'Maria and Luis Lopez' })] }),
    );
    expect(summary.people.map((person) => person.name)).toEqual([MARIA, LUIS]);
    expect(summary.assets[0]).toMatchObject({ holderKnown: false });
  });

  it('makes a column for a holder named on a record without a will of their own', () => {
    const summary = summariseEstate(
      facts({
        households: [household({ ownerName: MARIA })],
        assets: [account({ ownerName: 'Rosa Diaz' })],
      }),
    );
    expect(column(summary.people, 'Rosa Diaz').probateCents).toBe(2_000_000);
    expect(column(summary.people, MARIA).probateCents).toBe(0);
  });

  it('keeps a titled holder ahead of the account’s own owner name', () => {
    const summary = summariseEstate(
      couple({
        assets: [account({ ownerName: MARIA })],
        titling: [titled({ holderName: LUIS })],
      }),
    );
    expect(column(summary.people, LUIS).probateCents).toBe(2_000_000);
    expect(summary.assets[0]).toMatchObject({ passesBy: 'will', source: 'default' });
  });
});
