import { eq } from 'drizzle-orm';
import { ZAdvisorInput } from '@shared/advisors/advisor-schemas';
import { ZTrustedContactInput } from '@shared/triggering-event/event-schemas';
import type { Database } from '../client';
import { profiles } from '../schema';
import type { Actor } from '../../auth/actor';
import type { Auth } from '../../auth/auth';
import type { Mailer } from '../../platform/mail/mailer';
import type { HouseholdDeps } from '../../modules/household-deps';
import { createInvitationService } from '../../modules/family/invitation-service';
import { createAdvisorService } from '../../modules/advisors/advisor-service';
import { createAdvisorAccess } from '../../modules/advisors/advisor-access';
import { createTrustedContacts } from '../../modules/triggering-event/trusted-contacts';
import { createDemoSignIn, type DemoSignIn } from './demo-sign-in';

/** What making the demo's people needs beyond the household's services: accounts and mail. */
export type DemoPeopleDeps = { auth: Auth; mailer: Mailer; appUrl: string; suffix: string };

export type DemoPeople = {
  spouse: DemoSignIn;
  cpa: DemoSignIn;
  attorneyId: string;
  cpaAdvisorId: string;
};

const CPA_ACCESS_DAYS = 365;

/**
 * Alex (the spouse, with their own sign-in, a member of the household and its trusted contact)
 * and the family's two advisors: the attorney, without access, and the CPA, who has an account
 * and read access through the same invitation the owner would send from the Advisors page.
 */
export async function seedDemoPeople(
  deps: HouseholdDeps & { now: () => Date },
  people: DemoPeopleDeps,
  owner: Actor,
): Promise<DemoPeople> {
  const { db, now } = deps;
  const invitations = createInvitationService({
    db,
    mailer: people.mailer,
    appUrl: people.appUrl,
    now,
  });

  const spouse = await createDemoSignIn(people.auth, db, {
    who: 'spouse (Alex Carter, can view and edit, trusted contact)',
    name: 'Alex Carter',
    localPart: 'alex',
    suffix: people.suffix,
  });
  await becomeGuest(db, spouse.id);
  const invitation = await invitations.invite(owner, {
    inviteeName: 'Alex Carter',
    inviteeEmail: spouse.email,
  });
  await invitations.accept(invitation.id, {
    userId: spouse.id,
    email: spouse.email,
    accountType: 'guest',
  });
  await createTrustedContacts({ ...deps, mailer: people.mailer, appUrl: people.appUrl }).add(
    owner,
    ZTrustedContactInput.parse({ contactUserId: spouse.id, priority: 'primary' }),
  );

  const advisors = createAdvisorService(deps);
  const attorney = await advisors.create(
    owner,
    ZAdvisorInput.parse({
      name: 'Dana Hughes',
      role: 'attorney',
      firm: 'Hughes Law PLLC',
      phone: '(512) 555-0120',
      email: 'dana@hugheslaw.example',
      notes: 'Drafted our wills and the trust in 2023; holds copies.',
    }),
  );
  const cpa = await createDemoSignIn(people.auth, db, {
    who: 'CPA advisor (Marcus Lee, read access)',
    name: 'Marcus Lee',
    localPart: 'cpa',
    suffix: people.suffix,
  });
  const cpaAdvisor = await advisors.create(
    owner,
    ZAdvisorInput.parse({
      name: 'Marcus Lee',
      role: 'cpa',
      firm: 'Lee & Ortiz CPAs',
      phone: '(512) 555-0177',
      email: cpa.email,
      notes: 'Prepares our joint return every March.',
    }),
  );
  await createAdvisorAccess({ ...deps, advisors, invitations }).grant(owner, cpaAdvisor.id, {
    level: 'read',
    days: CPA_ACCESS_DAYS,
  });
  const sent = await invitations.listSent(owner);
  const pending = sent.find((each) => each.inviteeEmail === cpa.email && each.status === 'pending');
  if (!pending) throw new Error('The CPA’s invitation was not sent.');
  await invitations.accept(pending.id, {
    userId: cpa.id,
    email: cpa.email,
    accountType: 'primary',
  });

  return { spouse, cpa, attorneyId: attorney.id, cpaAdvisorId: cpaAdvisor.id };
}

/** As signing up through an invitation does: a guest has no household of their own. */
async function becomeGuest(db: Database, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ accountType: 'guest', updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}
