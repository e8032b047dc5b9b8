import {
  boolean,
  integer,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TAdvisorSection } from '@shared/advisors/advisor-scope';
import { users } from './auth';
import { advisors } from './advisors';
import { requiredLink } from './links';

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export const CONNECTION_ROLES = ['guest', 'viewer', 'advisor'] as const;
export const ADVISOR_ACCESS = ['read', 'read_write'] as const;

/** Spec §3 family_invitations. An owner asks someone, by email, to join their family. */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short code in the emailed link (`/?invitation=CODE`); random, unguessable. */
    invitationCode: text('invitation_code').notNull().unique(),
    inviteeEmail: text('invitee_email').notNull(),
    inviteeName: text('invitee_name').notNull(),
    inviterId: requiredLink('inviter_id', () => users.id),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `advisor` for professional access (issue 13): the grant below is made on acceptance. */
    role: text('role', { enum: CONNECTION_ROLES }).notNull().default('guest'),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    advisorAccess: text('advisor_access', { enum: ADVISOR_ACCESS }),
    accessDays: integer('access_days'),
    /** The scope the grant will have (issue 35): copied to the connection on acceptance. */
    advisorSections: text('advisor_sections').array().$type<TAdvisorSection[]>(),
    advisorRevealsNumbers: boolean('advisor_reveals_numbers').notNull().default(false),
  },
  (table) => [
    index('family_invitations_inviter_idx').on(table.inviterId),
    index('family_invitations_advisor_idx').on(table.advisorId),
    index('family_invitations_invitee_email_idx').on(table.inviteeEmail),
  ],
);

/**
 * Spec §3 family_connections: `user_id` (the member) may see `connected_user_id`'s household
 * (the owner's) with `role`. access.ts reads it on every request.
 */
export const familyConnections = pgTable(
  'family_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: requiredLink('user_id', () => users.id),
    connectedUserId: requiredLink('connected_user_id', () => users.id),
    role: text('role', { enum: CONNECTION_ROLES }).notNull().default('guest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An advisor's grant: read or read_write, until `expires_at` (then it answers as revoked). */
    advisorAccess: text('advisor_access', { enum: ADVISOR_ACCESS }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    /**
     * An advisor's scope (issue 35): the sections the grant opens (null for family roles, which
     * see every section) and whether full account and policy numbers may be revealed.
     */
    advisorSections: text('advisor_sections').array().$type<TAdvisorSection[]>(),
    advisorRevealsNumbers: boolean('advisor_reveals_numbers').notNull().default(false),
  },
  (table) => [
    index('family_connections_advisor_idx').on(table.advisorId),
    uniqueIndex('family_connections_pair_idx').on(table.userId, table.connectedUserId),
    index('family_connections_owner_idx').on(table.connectedUserId),
  ],
);

/**
 * What the owner can read about their account: sign-ins, and family members' views and
 * changes of their data. The actor's name is copied so the log outlives a deleted account.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: requiredLink('owner_id', () => users.id),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subject: text('subject'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activity_events_owner_time_idx').on(table.ownerId, table.createdAt)],
);
