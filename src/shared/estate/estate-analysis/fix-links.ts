import type { TInstrumentKind } from '../instrument-kinds';

/**
 * Where each gap is fixed: the screen that edits the record. The estate plan's cards and its
 * insurance section carry these fragment ids, so a link lands on the card it is about.
 */
export const FIX_ROUTES = {
  accounts: '/accounts',
  investments: '/investments',
  properties: '/properties',
  policies: '/estate-plan#insurance',
  family: '/settings/family',
  advisors: '/advisors',
  instrument: (kind: TInstrumentKind) => `/estate-plan#${kind}`,
} as const;
