import type { TInstrumentKind } from '../instrument-kinds';

/**
 * Where each gap is fixed: the screen that edits the record. The estate plan opens the tab named
 * in `?tab=`, and its document cards carry their kind as fragment id (`#will`), so a link lands
 * on the card it is about.
 */
export const FIX_ROUTES = {
  accounts: '/accounts',
  investments: '/investments',
  properties: '/properties',
  policies: '/estate-plan?tab=insurance',
  /** One policy's card on the Insurance tab (policies-panel brings it into view). */
  policy: (id: string) => `/estate-plan?tab=insurance#policy-${id}`,
  instrument: (kind: TInstrumentKind) => `/estate-plan#${kind}`,
} as const;
