import type { TConnectionRole } from '@shared/family/family-schemas';
import type { TAdvisorSection } from '@shared/advisors/advisor-scope';

/**
 * A family connection the actor holds: whose household they may see, in which role, and for an
 * advisor (issue 13) whether they may write and until when.
 */
export type Grant = {
  ownerId: string;
  role: TConnectionRole;
  advisorAccess: 'read' | 'read_write' | null;
  expiresAt: Date | null;
  /** An advisor's scope (issue 35): the sections it opens; null for family roles (all). */
  sections: readonly TAdvisorSection[] | null;
  /** Whether an advisor may reveal full account and policy numbers. */
  revealNumbers: boolean;
};

/** The signed-in person making a request, as every service sees them. */
export type Actor = {
  userId: string;
  email: string;
  fullName: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
  accountType: 'primary' | 'guest';
  invitedBy: string | null;
  onboardingCompletedAt: Date | null;
  isFirstLogin: boolean;
  sessionId: string;
  /**
   * When this session was signed into (better-auth's session `createdAt`): a step that needs a
   * fresh sign-in, such as stopping a reported event (issue 15), compares it with the clock.
   */
  signedInAt: Date;
  /**
   * Their family grants, read with the session (auth/session-context.ts); access.ts reads them
   * from the database itself when they are absent.
   */
  grants?: readonly Grant[];
  /**
   * While payment is required (issue 35): the households within the actor's reach (their own,
   * their grants') that have no active plan; empty while it is not. access.ts keeps them out of
   * every household read and write, answering 402 when nothing else is left.
   */
  unpaidOwnerIds: readonly string[];
  /**
   * Set for one request by `allowedWithoutPlan` (auth/plan-exemption.ts) on the routes a
   * household keeps without a plan: its exports and the safety steps of a reported event.
   */
  exemptFromPlan?: true;
};
