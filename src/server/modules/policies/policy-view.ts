import type { TPolicy, TPolicyKind } from '@shared/estate/policy-schemas';
import type { PolicyRow } from './policy-rows';

export function toPolicyView(row: PolicyRow): TPolicy {
  return {
    id: row.id,
    ownerId: row.userId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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
