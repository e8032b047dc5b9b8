import { z } from 'zod';
import { ZAdvisorScopeView } from '../advisors/advisor-scope';
import { ZEmail } from '../validation/email';
import { ZFullName } from '../validation/full-name';
import { singleLine } from '../validation/plain-text';
import { ZSessionUser } from '../auth/session-view';
import { NEW_ACCOUNT_FIELDS, ZAcceptedTerms } from '../auth/sign-up-fields';

/** Invitations expire this long after they were sent (or last resent). */
export const INVITATION_LIFETIME_DAYS = 7;

/**
 * What a connected family member may do with the owner's household data (DESIGN.md §5): a guest
 * reads and writes, a viewer only reads. Invitations make guests; the owner can change the role.
 */
export const FAMILY_ROLES = ['guest', 'viewer'] as const;
export const ZFamilyRole = z.enum(FAMILY_ROLES);
export type TFamilyRole = z.infer<typeof ZFamilyRole>;

export const FAMILY_ROLE_LABELS: Record<TFamilyRole, string> = {
  guest: 'Can view and edit',
  viewer: 'Can view only',
};

/**
 * Every kind of connection: the family roles above, and `advisor`, a professional's time-limited
 * access granted from Advisor Contacts (issue 13), which the Family page cannot turn into a role.
 */
export const CONNECTION_ROLES = [...FAMILY_ROLES, 'advisor'] as const;
export const ZConnectionRole = z.enum(CONNECTION_ROLES);
export type TConnectionRole = z.infer<typeof ZConnectionRole>;

/** An advisor's grant, as the Family page and the advisor's household list show it. */
export const ZAdvisorGrant = z.object({
  level: z.enum(['read', 'read_write']),
  expiresAt: z.string(),
  /** Still running (the server's clock decides; an ended grant answers like none). */
  active: z.boolean(),
  /** What it opens (issue 35): the sections, and whether full numbers may be revealed. */
  sections: ZAdvisorScopeView.shape.sections,
  revealNumbers: z.boolean(),
});
export type TAdvisorGrant = z.infer<typeof ZAdvisorGrant>;

/** "Can view only", or for an advisor "Advisor: can view only". */
export function connectionLabel(role: TConnectionRole, grant: TAdvisorGrant | null): string {
  if (role !== 'advisor') return FAMILY_ROLE_LABELS[role];
  return `Advisor: ${grant?.level === 'read_write' ? 'can view and edit' : 'can view only'}`;
}

/** Stored pending/accepted/revoked; "expired" is a pending one past its date. */
export const ZInvitationStatus = z.enum(['pending', 'accepted', 'revoked', 'expired']);
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;

export const ZCreateInvitationRequest = z.object({
  inviteeName: ZFullName,
  inviteeEmail: ZEmail,
});
export type TCreateInvitationRequest = z.input<typeof ZCreateInvitationRequest>;

/**
 * An invitation as its sender sees it on the Family page. Without its code: the code is the
 * invitee's proof of their mailbox, so it exists only in the email.
 */
export const ZInvitation = z.object({
  id: z.string(),
  inviteeName: z.string(),
  inviteeEmail: z.string(),
  status: ZInvitationStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

/** Someone who can see the owner's household. */
export const ZFamilyMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: ZConnectionRole,
  accountType: z.enum(['primary', 'guest']),
  connectedAt: z.string(),
  /** For an advisor: the grant's level and end. */
  advisorGrant: ZAdvisorGrant.nullable().default(null),
});
export type TFamilyMember = z.infer<typeof ZFamilyMember>;

/** A household the signed-in person can view besides their own. */
export const ZConnectedHousehold = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  role: ZConnectionRole,
  connectedAt: z.string(),
  advisorGrant: ZAdvisorGrant.nullable().default(null),
});
export type TConnectedHousehold = z.infer<typeof ZConnectedHousehold>;

/** GET /api/family: everything the Family page shows. */
export const ZFamilyOverview = z.object({
  /** Spec §6: invitations are only offered when the inviter has an active subscription. */
  canInvite: z.boolean(),
  invitations: z.array(ZInvitation),
  members: z.array(ZFamilyMember),
  households: z.array(ZConnectedHousehold),
});
export type TFamilyOverview = z.infer<typeof ZFamilyOverview>;

export const ZInvitationResponse = z.object({ invitation: ZInvitation });

export const ZChangeRoleRequest = z.object({ role: ZFamilyRole });

/** GET /api/family/sources: the family selector's choices (spec §2 "Family selector"). */
export const ZDataSource = z.object({
  id: z.string(),
  /** "My Account" for one's own household, else the owner's full name (or email). */
  name: z.string(),
  isSelf: z.boolean(),
  /** `owner` for one's own household. */
  role: z.enum(['owner', ...CONNECTION_ROLES]),
  /**
   * What the person may do here, as the server decides it (auth/access.ts), so the web app hides
   * what would be refused: change and delete its rows, and add new ones to it (a guest adds only
   * to the inviter's household, spec §6).
   */
  canWrite: z.boolean(),
  canAdd: z.boolean(),
  /**
   * Whether the household may be opened: it has an active plan, or payment is not required
   * (issue 35). One without answers 402 to everything but its exports.
   */
  hasPlan: z.boolean(),
  /**
   * For a household one works in as an advisor (issue 35): the grant's level, end and scope, so
   * the screens say whose household it is, what is shared and until when.
   */
  advisorGrant: ZAdvisorGrant.nullable().default(null),
});
export type TDataSource = z.infer<typeof ZDataSource>;

/** An advisor's grant that has ended: the household is no longer a source, but they are told. */
export const ZEndedAdvisorGrant = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  expiredAt: z.string(),
});
export type TEndedAdvisorGrant = z.infer<typeof ZEndedAdvisorGrant>;

export const ZDataSources = z.object({
  sources: z.array(ZDataSource),
  /** Households whose advisor grant to this person has ended, newest first. */
  endedAdvisorGrants: z.array(ZEndedAdvisorGrant).default([]),
});
export type TDataSources = z.infer<typeof ZDataSources>;

/** Spec §7 get_invitation_details_by_code: public, by the emailed code only (never an id). */
/**
 * What an advisor's invitation offers (issue 35): the level, how many days from acceptance, and
 * the scope, so the advisor reads their own words before accepting.
 */
export const ZOfferedAdvisorGrant = z.object({
  level: z.enum(['read', 'read_write']),
  days: z.number().int(),
  sections: ZAdvisorScopeView.shape.sections,
  revealNumbers: z.boolean(),
});
export type TOfferedAdvisorGrant = z.infer<typeof ZOfferedAdvisorGrant>;

export const ZInvitationDetails = z.object({
  inviterName: z.string(),
  inviteeEmail: z.string(),
  inviteeName: z.string(),
  status: ZInvitationStatus,
  /** `advisor` for professional access; a family invitation makes a guest. */
  role: ZConnectionRole.default('guest'),
  advisorGrant: ZOfferedAdvisorGrant.nullable().default(null),
});
export type TInvitationDetails = z.infer<typeof ZInvitationDetails>;

/** An invitation reference: an id (has hyphens) or a short code (spec §4). */
export const ZInvitationReference = singleLine(
  z
    .string({ error: 'Invalid or expired invitation code' })
    .trim()
    .min(1, 'Invalid or expired invitation code')
    .max(64, 'Invalid or expired invitation code'),
);

export const ZAcceptInvitationRequest = z.object({ invitation: ZInvitationReference });

/** Spec §7 accept_family_invitation(_by_code): success, inviter_name, error. */
export const ZAcceptInvitationResponse = z.object({
  success: z.literal(true),
  inviterName: z.string(),
  /** What the acceptance made (issue 35): an advisor is told their grant, not "joined the family". */
  role: ZConnectionRole.default('guest'),
  advisorGrant: ZAdvisorGrant.nullable().default(null),
});
export type TAcceptInvitationResponse = z.infer<typeof ZAcceptInvitationResponse>;

/** Spec §7 signup-and-accept-invitation. */
export const ZSignUpAndAcceptRequest = z.object({
  ...NEW_ACCOUNT_FIELDS,
  invitationCode: ZInvitationReference,
  acceptedTerms: ZAcceptedTerms,
});
export type TSignUpAndAcceptRequest = z.input<typeof ZSignUpAndAcceptRequest>;

export const ZSignUpAndAcceptResponse = z.object({
  success: z.literal(true),
  user: ZSessionUser,
  inviterName: z.string(),
});
export type TSignUpAndAcceptResponse = z.infer<typeof ZSignUpAndAcceptResponse>;

/** What the email-confirmed screen offers when a pending invitation awaits the address. */
export const ZInvitationFound = z.object({ code: z.string(), inviterName: z.string() });
export type TInvitationFound = z.infer<typeof ZInvitationFound>;

/**
 * `reveal`: a full account number was shown; `export`: data was downloaded as a CSV file. Both are
 * logged every time, unlike views, because each one hands out data that leaves the screen.
 */
export const ACTIVITY_ACTIONS = [
  'sign_in',
  'view',
  'create',
  'update',
  'delete',
  'reveal',
  'export',
] as const;
export const ZActivityAction = z.enum(ACTIVITY_ACTIONS);
export type TActivityAction = z.infer<typeof ZActivityAction>;

/** One line of the owner's activity log: who did what to which data, when. */
export const ZActivityEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** The person's name at the time, kept if their account is deleted later. */
  actorName: z.string(),
  isYou: z.boolean(),
  action: ZActivityAction,
  /** The kind of data: expenses, assets, loans or properties; null for sign-ins. */
  subject: z.string().nullable(),
  /**
   * A short human label of the item (e.g. a vendor) when one item was touched; for a reveal, whose
   * number it was (never the number); for an export, how many rows the file held.
   */
  detail: z.string().nullable(),
});
export type TActivityEntry = z.infer<typeof ZActivityEntry>;
export const ZActivityLog = z.object({ entries: z.array(ZActivityEntry) });
