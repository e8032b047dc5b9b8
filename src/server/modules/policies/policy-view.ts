import type { TPolicy, TPolicyKind } from '@shared/estate/policy-schemas';
import type { PolicyRow } from './policy-rows';
import { ownedRecordView } from '../owned-record-view';

export function toPolicyView(row: PolicyRow): TPolicy {
  return {
    ...ownedRecordView(row),
    kind: row.kind as TPolicyKind,
    carrier: row.carrier,
    policyNumberLast4: row.policyNumberLast4,
    insuredName: row.insuredName,
    faceAmountCents: row.faceAmountCents,
    premiumExpenseId: row.premiumExpenseId,
    premium: row.premium,
    beneficiaries: row.beneficiaries,
    notes: row.notes,
  };
}
