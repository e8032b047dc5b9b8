import type { z } from 'zod';
import {
  BENEFICIARY_POLICY_KINDS,
  POLICY_KIND_LABELS,
  type ZPolicyInput,
} from '@shared/estate/policy-schemas';
import { FREQUENCY_SUFFIXES } from '@shared/finance/frequency';
import { toCsv } from '@shared/csv';
import type { HouseholdDeps } from '../household-deps';
import type { Actor } from '../../auth/actor';
import { sealNumber } from '../../platform/crypto/sealed-number';
import { assertLinkable } from '../household-links';
import { ownedCrud } from '../owned-crud';
import { revealSealedNumber } from '../reveal-number';
import { policyRows } from './policy-rows';
import { toPolicyView } from './policy-view';

const SUBJECT = 'policies';

/** A policy as the owner's activity log names it: "Life - Northwestern Mutual". */
function describe(row: { kind: string; carrier: string }): string {
  const kind = POLICY_KIND_LABELS[row.kind as keyof typeof POLICY_KIND_LABELS] ?? row.kind;
  return `${kind} - ${row.carrier}`;
}

const CSV_COLUMNS = [
  'type',
  'carrier',
  'policy_number',
  'insured',
  'face_amount',
  'premium',
  'premium_paid_by',
  'beneficiaries',
  'notes',
];

function dollars(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}

/**
 * Issue 14: insurance policies as records of their own. The policy number is sealed like account
 * numbers; the premium is an obligation of the same household (the monthly obligations already
 * hold what is paid, so the policy points at it instead of keeping a second amount).
 */
export function createPolicyService({ db, access, cipher, activity }: HouseholdDeps) {
  const crud = ownedCrud({
    db,
    access,
    activity,
    subject: SUBJECT,
    section: 'policies',
    describe,
    rows: policyRows,
    toView: toPolicyView,
    notFound: 'This insurance policy does not exist.',
    toColumns: async (input: z.output<typeof ZPolicyInput>, ownerId: string) => {
      // Another household's obligation is refused like a missing one: its existence stays hidden.
      if (input.premiumExpenseId)
        await assertLinkable(
          db,
          { kind: 'expense', id: input.premiumExpenseId },
          ownerId,
          'premiumExpenseId',
        );
      const number = sealNumber(cipher, input.policyNumber);
      return {
        kind: input.kind,
        carrier: input.carrier,
        ...(number ? { policyNumberSealed: number.sealed, policyNumberLast4: number.last4 } : {}),
        insuredName: input.insuredName,
        faceAmountCents: input.faceAmountCents,
        premiumExpenseId: input.premiumExpenseId,
        // Only policies that pay at death name beneficiaries; others keep none.
        beneficiaries: BENEFICIARY_POLICY_KINDS.includes(input.kind) ? input.beneficiaries : [],
        notes: input.notes,
      };
    },
  });

  return {
    ...crud,
    async revealNumber(actor: Actor, id: string): Promise<string | null> {
      const row = await crud.findReadable(actor, id);
      return revealSealedNumber({ cipher, activity, access }, actor, SUBJECT, {
        ownerId: row.userId,
        label: describe(row),
        sealed: row.policyNumberSealed,
        last4: row.policyNumberLast4,
      });
    },
    /** The selected households' policies, numbers masked, one line each. */
    async exportCsv(actor: Actor, requestedOwners?: string[]): Promise<string> {
      const policies = await crud.listForExport(actor, requestedOwners);
      return toCsv(
        CSV_COLUMNS,
        policies.map((policy) => [
          POLICY_KIND_LABELS[policy.kind],
          policy.carrier,
          policy.policyNumberLast4 ? `****${policy.policyNumberLast4}` : '',
          policy.insuredName,
          dollars(policy.faceAmountCents),
          policy.premium
            ? `${dollars(policy.premium.costCents)}${FREQUENCY_SUFFIXES[policy.premium.frequency]}`
            : '',
          policy.premium?.vendor,
          policy.beneficiaries
            .map((each) => `${each.name} (${each.tier}, ${each.shareBasisPoints / 100}%)`)
            .join('; '),
          policy.notes,
        ]),
      );
    },
  };
}

export type PolicyService = ReturnType<typeof createPolicyService>;
