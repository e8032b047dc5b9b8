import { describe, expect, it } from 'vitest';
import { estateAssets, estateTotals } from './passes-by';
import {
  OWNER,
  account,
  beneficiary,
  facts,
  home,
  instrument,
  investment,
  lifePolicy,
} from './estate-facts.test-helper';

function passing(kind: string, id: string, map: ReturnType<typeof estateAssets>) {
  const asset = map.find((each) => each.kind === kind && each.id === id);
  return asset && { passesBy: asset.passesBy, source: asset.source, recipients: asset.recipients };
}

/** What `passing` reads for an asset that passes this way. */
function passes(passesBy: string, source: string, recipients: string | null) {
  return { passesBy, source, recipients };
}

describe('who gets what: how each asset passes', () => {
  it('reads investment designations: named beneficiaries, transfer on death, or the will', () => {
    const map = estateAssets(
      facts({
        investments: [
          investment({
            id: 'ira',
            designation: 'beneficiaries',
            beneficiaries: [
              beneficiary('Ana Lopez', 6000),
              beneficiary('Luis Lopez', 4000),
              beneficiary('Rosa Diaz', 10_000, { tier: 'contingent' }),
            ],
          }),
          investment({
            id: 'tod',
            designation: 'transfer_on_death',
            beneficiaries: [beneficiary('Ana Lopez')],
          }),
          investment({ id: 'plain' }),
        ],
      }),
    );
    expect(passing('investment', 'ira', map)).toEqual(
      passes(
        'beneficiary',
        'designation',
        'Ana Lopez (60%), Luis Lopez (40%); contingent: Rosa Diaz (100%)',
      ),
    );
    expect(passing('investment', 'tod', map)?.passesBy).toBe('pod_tod');
    expect(passing('investment', 'plain', map)).toEqual(passes('will', 'default', null));
  });

  it('puts a life policy with beneficiaries outside probate, one without inside, and leaves other policies out', () => {
    const map = estateAssets(
      facts({
        policies: [
          lifePolicy({ id: 'named', beneficiaries: [beneficiary('Ana Lopez')] }),
          lifePolicy({ id: 'unnamed' }),
          lifePolicy({ id: 'car', kind: 'auto', faceAmountCents: 10_000_000 }),
        ],
      }),
    );
    expect(passing('policy', 'named', map)?.passesBy).toBe('beneficiary');
    expect(passing('policy', 'unnamed', map)?.passesBy).toBe('will');
    expect(map.some((each) => each.id === 'car')).toBe(false);
  });

  it('takes the owner’s titling answer first, then a funded trust, then the recorded beneficiary, else the will', () => {
    const trust = instrument({
      id: 'trust-1',
      kind: 'trust',
      variant: 'revocable_living',
      funding: [
        { assetKind: 'asset', assetId: 'in-trust', funded: true },
        { assetKind: 'property', assetId: 'home-1', funded: true },
        { assetKind: 'asset', assetId: 'not-yet', funded: false },
      ],
    });
    const map = estateAssets(
      facts({
        assets: [
          account({ id: 'joint' }),
          account({ id: 'in-trust' }),
          account({ id: 'not-yet' }),
          account({ id: 'pod', beneficiary: 'Ana Lopez' }),
          account({ id: 'card', type: 'credit_card' }),
        ],
        properties: [home()],
        instruments: [trust],
        titling: [
          { ownerId: OWNER, assetKind: 'asset', assetId: 'joint', passesBy: 'joint_survivorship' },
          { ownerId: OWNER, assetKind: 'property', assetId: 'home-1', passesBy: 'will' },
        ],
      }),
    );
    expect(passing('asset', 'joint', map)).toEqual(passes('joint_survivorship', 'titling', null));
    expect(passing('asset', 'in-trust', map)).toEqual(
      passes('trust', 'trust_funding', 'Revocable living trust of Maria Lopez'),
    );
    expect(passing('asset', 'not-yet', map)?.passesBy).toBe('will');
    expect(passing('asset', 'pod', map)).toEqual(passes('pod_tod', 'designation', 'Ana Lopez'));
    // A retirement account's recorded beneficiary is a beneficiary designation, not a POD.
    const retirement = estateAssets(
      facts({ assets: [account({ id: 'ira', type: 'ira', beneficiary: 'Ana Lopez' })] }),
    );
    expect(passing('asset', 'ira', retirement)).toEqual(
      passes('beneficiary', 'designation', 'Ana Lopez'),
    );
    // The owner said the home passes by the will, whatever the checklist says.
    expect(passing('property', 'home-1', map)?.source).toBe('titling');
    expect(passing('property', 'home-1', map)?.passesBy).toBe('will');
    // A debt passes to no one.
    expect(map.some((each) => each.id === 'card')).toBe(false);
  });

  it('adds the probate estate from what passes by the will and the non-probate total from the rest', () => {
    const map = estateAssets(
      facts({
        assets: [account({ balanceCents: 2_000_000 })],
        investments: [
          investment({
            valueCents: 5_000_000,
            designation: 'beneficiaries',
            beneficiaries: [beneficiary('Ana Lopez')],
          }),
        ],
        properties: [home({ estimatedValueCents: 45_000_000 })],
        policies: [
          lifePolicy({
            id: 'named',
            faceAmountCents: 50_000_000,
            beneficiaries: [beneficiary('Ana')],
          }),
          lifePolicy({ id: 'unnamed', faceAmountCents: 10_000_000 }),
          lifePolicy({ id: 'no-amount', faceAmountCents: null }),
        ],
      }),
    );
    expect(estateTotals(map)).toEqual({
      // savings 20,000 + home 450,000 (gross) + the unnamed policy 100,000
      probateCents: 2_000_000 + 45_000_000 + 10_000_000,
      // the designated brokerage 50,000 + the named policy 500,000
      nonProbateCents: 5_000_000 + 50_000_000,
      lifeInsuranceCents: 60_000_000,
    });
  });
});
