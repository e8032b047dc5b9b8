import { itemsWithMore } from '../../../portfolio/wording';
import type { TipRule } from '../../tip-rule';

/**
 * How many obligations without a bill or document make it worth a tip: a few missing is normal
 * (a product setting, not an outside rule).
 */
export const MISSING_DOCUMENTS_MIN = 5;

/** Many obligations with no bill or document attached. */
export const obligationsWithoutDocuments: TipRule = {
  id: 'obligations-without-documents',
  area: 'documents',
  evaluate: ({ snapshot }) => {
    const missing = snapshot.obligations.filter((obligation) => !obligation.hasDocument);
    if (missing.length < MISSING_DOCUMENTS_MIN) return [];
    return [
      {
        rule: 'obligations-without-documents',
        severity: 'low',
        title: `${missing.length} of ${snapshot.obligations.length} obligations have no bill or document attached`,
        detail: `For example ${itemsWithMore(missing, (obligation) => obligation.vendor)}. Attaching the latest bill or the contract keeps the account details and contacts where your family can find them.`,
        href: '/expenses',
        action: 'Attach bills',
      },
    ];
  },
};
