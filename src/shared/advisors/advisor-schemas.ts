import { z } from 'zod';
import { ZAdvisorScope, ZAdvisorScopeView } from './advisor-scope';
import { multiLine, singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { ZAddress } from '../finance/address';

/** Issue 13: the professionals outside the family a household works with. */
export const ADVISOR_ROLES = [
  'attorney',
  'cpa',
  'financial_advisor',
  'insurance_agent',
  'banker',
  'executor',
  'trustee',
  'physician',
  'other',
] as const;
export type TAdvisorRole = (typeof ADVISOR_ROLES)[number];

export const ADVISOR_ROLE_LABELS: Record<TAdvisorRole, string> = {
  attorney: 'Attorney',
  cpa: 'CPA / Accountant',
  financial_advisor: 'Financial advisor',
  insurance_agent: 'Insurance agent',
  banker: 'Banker',
  executor: 'Executor',
  trustee: 'Trustee',
  physician: 'Physician',
  other: 'Other',
};

/**
 * What an advisor handles. Insurance policies are the household's insurance obligations until
 * the estate plan gives them records of their own (issue 14).
 */
export const ADVISOR_LINK_KINDS = ['asset', 'investment', 'loan', 'property', 'expense'] as const;
export type TAdvisorLinkKind = (typeof ADVISOR_LINK_KINDS)[number];
export const ZAdvisorLink = z.object({ kind: z.enum(ADVISOR_LINK_KINDS), id: z.uuid() });
export type TAdvisorLink = z.infer<typeof ZAdvisorLink>;

const optionalText = (field: string, max: number, lines: typeof singleLine = singleLine) =>
  lines(z.string().trim().max(max, tooLong(field, max)))
    .nullish()
    .transform((value) => value || null);

/** A US phone number as people type it: digits, spaces, +, -, (, ), . and an extension. */
const ZPhone = singleLine(
  z
    .string()
    .trim()
    .max(40, tooLong('phone number', 40))
    .refine(
      (value) =>
        value === '' || /^[+()\d\s.-]*\d[+()\d\s.-]*(\s*(x|ext\.?)\s*\d{1,6})?$/i.test(value),
      'Enter a phone number with digits, spaces, dashes or parentheses',
    )
    .refine(
      (value) => value === '' || value.replace(/\D/g, '').length >= 7,
      'Enter the full phone number',
    ),
)
  .nullish()
  .transform((value) => value || null);

export const ZAdvisorInput = z.object({
  name: singleLine(
    z
      .string({ error: 'Enter the advisor’s name' })
      .trim()
      .min(1, 'Enter the advisor’s name')
      .max(200, tooLong('name', 200)),
  ),
  role: z.enum(ADVISOR_ROLES, { error: 'Choose what this advisor does' }),
  firm: optionalText('firm', 200),
  phone: ZPhone,
  email: singleLine(
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254, tooLong('email address', 254))
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        'Enter a valid email address',
      ),
  )
    .nullish()
    .transform((value) => value || null),
  address: ZAddress.nullish().transform((value) => value ?? null),
  notes: optionalText('notes', 2000, multiLine),
  links: z
    .array(ZAdvisorLink)
    .max(200, 'Link at most 200 items')
    .default([])
    .transform((links) => [
      ...new Map(links.map((link) => [`${link.kind}/${link.id}`, link])).values(),
    ]),
});
export type TAdvisorInput = z.input<typeof ZAdvisorInput>;

/** Professional access (issue 13): read only, or read and write for a bookkeeper. */
export const ADVISOR_ACCESS_LEVELS = ['read', 'read_write'] as const;
export type TAdvisorAccessLevel = (typeof ADVISOR_ACCESS_LEVELS)[number];
export const ADVISOR_ACCESS_LABELS: Record<TAdvisorAccessLevel, string> = {
  read: 'Can view only',
  read_write: 'Can view and edit',
};
export const DEFAULT_ADVISOR_ACCESS_DAYS = 60;
export const MAX_ADVISOR_ACCESS_DAYS = 365;

const ZAccessDays = z
  .number({ error: 'Enter the number of days' })
  .int('Enter whole days')
  .min(1, 'Access lasts at least 1 day')
  .max(MAX_ADVISOR_ACCESS_DAYS, `Access lasts at most ${MAX_ADVISOR_ACCESS_DAYS} days at a time`)
  .default(DEFAULT_ADVISOR_ACCESS_DAYS);

export const ZGrantAdvisorAccessRequest = z.object({
  level: z.enum(ADVISOR_ACCESS_LEVELS).default('read'),
  days: ZAccessDays,
  /** What the grant opens (issue 35); every section with numbers masked when not given. */
  scope: ZAdvisorScope.optional(),
});
export type TGrantAdvisorAccessRequest = z.input<typeof ZGrantAdvisorAccessRequest>;

export const ZRenewAdvisorAccessRequest = z.object({ days: ZAccessDays });

/**
 * The advisor's access to the household: none; invited (the emailed invitation is not accepted
 * yet); active until `expiresAt`; or expired (answers like a revoked grant until renewed).
 */
export const ZAdvisorAccess = z.object({
  status: z.enum(['none', 'invited', 'active', 'expired']),
  level: z.enum(ADVISOR_ACCESS_LEVELS).nullable(),
  /** When the grant ends (active or expired), or when the invitation lapses (invited). */
  expiresAt: z.string().nullable(),
  /** The sections the grant (or the pending invitation) opens, and whether numbers show. */
  scope: ZAdvisorScopeView.nullable(),
});
export type TAdvisorAccess = z.infer<typeof ZAdvisorAccess>;

export const ZAdvisor = z.object({
  id: z.string(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  name: z.string(),
  role: z.enum(ADVISOR_ROLES),
  firm: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: ZAddress.extend({ full: z.string() }).nullable(),
  notes: z.string().nullable(),
  /** What the advisor handles, with how the household's screens name each item. */
  links: z.array(ZAdvisorLink.extend({ label: z.string() })),
  /** Documents in the hub linked to this advisor. */
  documents: z.array(z.object({ id: z.string(), name: z.string() })),
  access: ZAdvisorAccess,
});
export type TAdvisor = z.infer<typeof ZAdvisor>;
export const ZAdvisorList = z.object({ advisors: z.array(ZAdvisor) });

/** `tel:` link for a phone number as typed ("(555) 010-2000 ext. 12" → "tel:5550102000,12"). */
export function telHref(phone: string): string {
  const [main = '', extension] = phone.split(/\s*(?:x|ext\.?)\s*/i);
  const digits = main.replace(/[^\d+]/g, '');
  return `tel:${digits}${extension ? `,${extension.replace(/\D/g, '')}` : ''}`;
}
