import { eq, sql } from 'drizzle-orm';
import {
  ONBOARDING_AREAS,
  type OnboardingArea,
  type TOnboardingState,
  type TSaveOnboardingRequest,
} from '@shared/onboarding/onboarding-schemas';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';

type Profile = typeof profiles.$inferSelect;

const AREA_COLUMNS = {
  expenses: 'onboardingCompletedExpenses',
  assets: 'onboardingCompletedAssets',
  investments: 'onboardingCompletedInvestments',
  documents: 'onboardingCompletedDocuments',
  family: 'onboardingCompletedFamily',
  advisors: 'onboardingCompletedAdvisors',
} as const satisfies Record<OnboardingArea, keyof Profile>;

function toState(profile: Profile): TOnboardingState {
  return {
    step: profile.onboardingStep,
    householdName: profile.householdName,
    homeState: profile.homeState,
    priorities: profile.onboardingPriorities.filter((area): area is OnboardingArea =>
      (ONBOARDING_AREAS as readonly string[]).includes(area),
    ),
    completedAreas: ONBOARDING_AREAS.filter((area) => profile[AREA_COLUMNS[area]]),
    startedAt: profile.onboardingStartedAt?.toISOString() ?? null,
    completedAt: profile.onboardingCompletedAt?.toISOString() ?? null,
  };
}

export function createOnboardingService(db: Database) {
  async function profileOf(actor: Actor): Promise<Profile> {
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, actor.userId));
    if (!profile) throw AppError.notFound('Profile not found.');
    return profile;
  }

  return {
    async get(actor: Actor): Promise<TOnboardingState> {
      return toState(await profileOf(actor));
    },

    /** Saves the wizard as the user goes, so that it resumes where they left it. */
    async save(actor: Actor, input: TSaveOnboardingRequest): Promise<TOnboardingState> {
      const [profile] = await db
        .update(profiles)
        .set({
          onboardingStep: input.step,
          ...(input.householdName !== undefined
            ? { householdName: input.householdName || null }
            : {}),
          ...(input.homeState !== undefined ? { homeState: input.homeState } : {}),
          ...(input.priorities !== undefined
            ? { onboardingPriorities: [...new Set(input.priorities)] }
            : {}),
          onboardingStartedAt: sql`coalesce(${profiles.onboardingStartedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, actor.userId))
        .returning();
      if (!profile) throw AppError.notFound('Profile not found.');
      return toState(profile);
    },

    async complete(actor: Actor): Promise<TOnboardingState> {
      const [profile] = await db
        .update(profiles)
        .set({
          onboardingCompletedAt: sql`coalesce(${profiles.onboardingCompletedAt}, now())`,
          onboardingStartedAt: sql`coalesce(${profiles.onboardingStartedAt}, now())`,
          isFirstLogin: false,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, actor.userId))
        .returning();
      if (!profile) throw AppError.notFound('Profile not found.');
      return toState(profile);
    },

    /** The dashboard's getting-started checklist ticks areas off here. */
    async setAreaCompleted(
      actor: Actor,
      area: OnboardingArea,
      completed: boolean,
    ): Promise<TOnboardingState> {
      const [profile] = await db
        .update(profiles)
        .set({ [AREA_COLUMNS[area]]: completed, updatedAt: new Date() })
        .where(eq(profiles.id, actor.userId))
        .returning();
      if (!profile) throw AppError.notFound('Profile not found.');
      return toState(profile);
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
