import type { TPolicyInput } from '@shared/estate/policy-schemas';

/** The obligation that pays a policy's premium, found by its vendor and who it covers. */
export type DemoPremium = { vendor: string; entityName: string };

const TRUST = { name: 'Carter Family Revocable Trust', relationship: 'Trust' };

/** The family's insurance, each policy pointing at the obligation the demo already pays it by. */
export const DEMO_POLICIES: readonly {
  policy: Omit<TPolicyInput, 'premiumExpenseId'>;
  premium: DemoPremium;
}[] = [
  {
    policy: {
      kind: 'life',
      carrier: 'Northwestern Mutual',
      policyNumber: 'NM22918810',
      insuredName: 'Jordan Carter',
      faceAmountCents: 100_000_000,
      beneficiaries: [
        { name: 'Alex Carter', relationship: 'Spouse', tier: 'primary', shareBasisPoints: 10_000 },
        { ...TRUST, tier: 'contingent', shareBasisPoints: 10_000 },
      ],
      notes: '20-year level term, issued 2019.',
    },
    premium: { vendor: 'Northwestern Mutual', entityName: 'Jordan Carter' },
  },
  {
    policy: {
      kind: 'life',
      carrier: 'Haven Life',
      policyNumber: 'HL0774412',
      insuredName: 'Alex Carter',
      faceAmountCents: 75_000_000,
      beneficiaries: [
        {
          name: 'Jordan Carter',
          relationship: 'Spouse',
          tier: 'primary',
          shareBasisPoints: 10_000,
        },
        { ...TRUST, tier: 'contingent', shareBasisPoints: 10_000 },
      ],
    },
    premium: { vendor: 'Haven Life', entityName: 'Alex Carter' },
  },
  {
    policy: {
      kind: 'health',
      carrier: 'Blue Cross Blue Shield of Texas',
      policyNumber: 'BCX448102937',
      insuredName: 'Carter family',
      notes: 'PPO through Dell; covers all four of us.',
    },
    premium: { vendor: 'Blue Cross Blue Shield of Texas', entityName: 'Carter family' },
  },
  {
    policy: {
      kind: 'home',
      carrier: 'State Farm',
      policyNumber: '53BX901244',
      insuredName: 'Bluebonnet house',
      faceAmountCents: 61_000_000,
      notes: 'Dwelling coverage $610,000; the declaration page is in Documents.',
    },
    premium: { vendor: 'State Farm Homeowners', entityName: '' },
  },
  {
    policy: {
      kind: 'auto',
      carrier: 'GEICO',
      policyNumber: '4410-22-918',
      insuredName: '2021 Honda CR-V',
      notes: 'Full coverage.',
    },
    premium: { vendor: 'GEICO', entityName: '2021 Honda CR-V' },
  },
  {
    policy: {
      kind: 'auto',
      carrier: 'GEICO',
      policyNumber: '4410-22-919',
      insuredName: '2019 Tesla Model 3',
    },
    premium: { vendor: 'GEICO', entityName: '2019 Tesla Model 3' },
  },
];
