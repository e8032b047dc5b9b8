import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZPasswordConfirmation,
  ZTwoFactorConfirmRequest,
  ZUpdateProfileRequest,
} from '../account/account-schemas';
import {
  ZEmailRequest,
  ZResetPasswordRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZTwoFactorVerifyRequest,
} from '../auth/auth-schemas';
import { ZDocumentDetails } from '../documents/document-schemas';
import {
  ZAcceptInvitationRequest,
  ZCreateInvitationRequest,
  ZSignUpAndAcceptRequest,
} from '../family/family-schemas';
import { ZAssetInput } from '../finance/asset-schemas';
import { ZExpenseInput } from '../finance/expense-schemas';
import { ZLoanInput } from '../finance/loan-schemas';
import { ZPropertyInput } from '../finance/property-schemas';
import { ZSaveOnboardingRequest } from '../onboarding/onboarding-schemas';
import { ZWaitlistRequest } from '../public-intake/public-intake-schemas';

// Issue 10, item 13: zod 4 reports a failed check that has no message of its own with the
// schema's `error` ("Enter the vendor" for a vendor that is too long), or else with its own
// English ("Too big: expected string to have <=200 characters"). Every length limit of what a
// person types says which limit it is. This walks the schemas the forms and the API share, so a
// field added without a message fails here.

/** The schemas of what people type (machine-filled ones such as analytics are left out). */
const TYPED_INPUTS = {
  ZAssetInput,
  ZExpenseInput,
  ZLoanInput,
  ZPropertyInput,
  ZDocumentDetails,
  ZSaveOnboardingRequest,
  ZCreateInvitationRequest,
  ZAcceptInvitationRequest,
  ZSignUpAndAcceptRequest,
  ZSignUpRequest,
  ZSignInRequest,
  ZEmailRequest,
  ZResetPasswordRequest,
  ZTwoFactorVerifyRequest,
  ZTwoFactorConfirmRequest,
  ZUpdateProfileRequest,
  ZChangeEmailRequest,
  ZChangePasswordRequest,
  ZPasswordConfirmation,
  ZDeleteAccountRequest,
  ZWaitlistRequest,
};

/**
 * Messages that say on purpose less than the limit: a sign-in does not tell which of email or
 * password was wrong, and an invitation code is either valid or not (spec §4).
 */
const DELIBERATELY_VAGUE = new Set([
  'Invalid email or password',
  'Invalid or expired invitation code',
]);

/** Filled in by the app from an emailed link, never typed. */
const NOT_TYPED = new Set(['ZResetPasswordRequest.token']);

type Limit = {
  /** Where the field is, from the schema's top. */
  path: (string | number)[];
  max: number;
  /** The rest of the input that reaches the field (the kind of a discriminated union). */
  context: Record<string, unknown>;
};

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
  values?: unknown[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every maximum length of a string in the schema, wherever it is nested. */
function stringLimits(
  schema: z.ZodType,
  path: Limit['path'] = [],
  context: Limit['context'] = {},
): Limit[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return (def.checks ?? [])
        .map((check) => check._zod.def)
        .filter((check) => check.check === 'max_length')
        .map((check) => ({ path, max: check.maximum ?? 0, context }));
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
        stringLimits(field, [...path, key], context),
      );
    case 'array':
      return def.element ? stringLimits(def.element, [...path, 0], context) : [];
    case 'union':
      return (def.options ?? []).flatMap((option) => {
        const tag = def.discriminator;
        const literal = tag ? defOf(defOf(option).shape?.[tag] as z.ZodType).values?.[0] : null;
        return stringLimits(option, path, tag ? { ...context, [tag]: literal } : context);
      });
    case 'pipe':
      return [def.in, def.out].flatMap((part) => (part ? stringLimits(part, path, context) : []));
    default:
      return def.innerType ? stringLimits(def.innerType, path, context) : [];
  }
}

/** An input with the field too long by one character and nothing else but its context. */
function tooLongInput({ path, max, context }: Limit): unknown {
  let value: unknown = 'x'.repeat(max + 1);
  for (const key of [...path].reverse()) {
    value = typeof key === 'number' ? [value] : { [key]: value };
  }
  return typeof value === 'object' && !Array.isArray(value) ? { ...context, ...value } : value;
}

const limits = Object.entries(TYPED_INPUTS)
  .flatMap(([name, schema]) =>
    stringLimits(schema).map((limit) => ({
      field: `${name}.${limit.path.join('.')}`,
      limit,
      schema,
    })),
  )
  .filter(({ field }) => !NOT_TYPED.has(field));

describe('length limits of typed fields', () => {
  it('finds the limits to check', () => {
    expect(limits.map(({ field }) => field)).toEqual(
      expect.arrayContaining([
        'ZExpenseInput.vendor',
        'ZLoanInput.lender',
        'ZPropertyInput.make',
        'ZPropertyInput.model',
        'ZAssetInput.institutionName',
        'ZAssetInput.accountName',
        'ZDocumentDetails.name',
        'ZExpenseInput.address.street',
      ]),
    );
  });

  it.each(limits.map((entry) => [entry.field, entry] as const))(
    '%s says it is too long and its limit',
    (_field, { limit, schema }) => {
      const result = schema.safeParse(tooLongInput(limit));
      const issue = result.error?.issues.find(
        (candidate) => candidate.path.join('.') === limit.path.join('.'),
      );
      expect(issue, 'an issue at the field').toBeDefined();
      if (!issue || DELIBERATELY_VAGUE.has(issue.message)) return;
      expect(issue.message).toContain(String(limit.max));
      expect(issue.message).not.toMatch(/^(Too big|Enter |Please enter)/);
    },
  );
});
