/** Product facts that several screens, emails and documents quote. */
export const BRAND = {
  name: 'Nido',
  supportEmail: 'support@nido.family',
  securityEmail: 'security@nido.family',
  privacyEmail: 'privacy@nido.family',
} as const;

/** Spec §1 and §9: the two published plans. */
export const PLANS = {
  annual: { id: 'annual', name: 'Annual', priceCents: 5900, cadence: 'per year' },
  lifetime: { id: 'lifetime', name: 'Lifetime', priceCents: 29900, cadence: 'one-time' },
} as const;

/** Spec §1: the average hours a family spends searching for accounts and papers after a death. */
export const HOURS_SEARCHING_AFTER_DEATH = 570;
