import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { ZCents } from '../finance/cents-schema';
import { ZKeptSecret } from '../finance/sensitive-number';
import { ZBeneficiary, shareTotalProblems } from '../investments/investment-schemas';
import { FREQUENCIES } from '../finance/frequency';

/** Issue 14: insurance policies as records of their own. */
export const POLICY_KINDS = [
  'life',
  'health',
  'disability',
  'long_term_care',
  'home',
  'auto',
  'umbrella',
] as const;
export type TPolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_KIND_LABELS: Record<TPolicyKind, string> = {
  life: 'Life',
  health: 'Health',
  disability: 'Disability',
  long_term_care: 'Long-term care',
  home: 'Home',
  auto: 'Auto',
  umbrella: 'Umbrella',
};
/** Policies that pay someone at death, so they name beneficiaries and count in estate figures. */
export const BENEFICIARY_POLICY_KINDS: readonly TPolicyKind[] = ['life'];

const optionalText = (field: string, max: number, lines: typeof singleLine = singleLine) =>
  lines(z.string().trim().max(max, tooLong(field, max)))
    .nullish()
    .transform((value) => value || null);

export const ZPolicyInput = z
  .object({
    kind: z.enum(POLICY_KINDS, { error: 'Choose the type of policy' }),
    carrier: singleLine(
      z
        .string({ error: 'Enter the insurance company' })
        .trim()
        .min(1, 'Enter the insurance company')
        .max(200, tooLong('insurance company', 200)),
    ),
    /** Encrypted at rest, shown as its last 4 (like account numbers). */
    policyNumber: ZKeptSecret,
    /** Spec §3: an insurance obligation's entity_name is the insured. */
    insuredName: optionalText('insured person', 200),
    faceAmountCents: ZCents.nullish().transform((value) => value ?? null),
    /** The monthly obligation that pays the premium. */
    premiumExpenseId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    beneficiaries: z.array(ZBeneficiary).max(20, 'Name at most 20 beneficiaries').default([]),
    notes: optionalText('notes', 2000, multiLine),
  })
  .superRefine((input, context) => {
    for (const problem of shareTotalProblems(input.beneficiaries))
      context.addIssue({ code: 'custom', path: ['beneficiaries'], message: problem.message });
    if (input.beneficiaries.length > 0 && !input.beneficiaries.some((b) => b.tier === 'primary'))
      context.addIssue({
        code: 'custom',
        path: ['beneficiaries'],
        message: 'Name at least one primary beneficiary',
      });
  });
export type TPolicyInput = z.input<typeof ZPolicyInput>;

export const ZPolicy = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  kind: z.enum(POLICY_KINDS),
  carrier: z.string(),
  policyNumberLast4: z.string().nullable(),
  insuredName: z.string().nullable(),
  faceAmountCents: z.number().int().nullable(),
  premiumExpenseId: z.string().nullable(),
  /** The linked obligation as the card shows it ("$120.00/mo · Northwestern Mutual"). */
  premium: z
    .object({ vendor: z.string(), costCents: z.number().int(), frequency: z.enum(FREQUENCIES) })
    .nullable(),
  beneficiaries: z.array(ZBeneficiary),
  notes: z.string().nullable(),
});
export type TPolicy = z.infer<typeof ZPolicy>;
export const ZPolicyList = z.object({ policies: z.array(ZPolicy) });
