import { z } from 'zod';
import { singleLine } from '../validation/plain-text';

export const ONBOARDING_AREAS = [
  'expenses',
  'assets',
  'investments',
  'documents',
  'family',
  'advisors',
] as const;
export type OnboardingArea = (typeof ONBOARDING_AREAS)[number];

export const ONBOARDING_AREA_LABELS: Record<OnboardingArea, string> = {
  expenses: 'Monthly expenses',
  assets: 'Financial accounts',
  investments: 'Investments',
  documents: 'Documents',
  family: 'Family members',
  advisors: 'Advisors',
};

/** The wizard's steps, in order; `onboarding_step` is the index of the step to resume at. */
export const ONBOARDING_STEPS = ['household', 'priorities', 'review'] as const;
export const LAST_ONBOARDING_STEP = ONBOARDING_STEPS.length - 1;

export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;
export const US_STATE_CODES = US_STATES.map(([code]) => code) as unknown as [string, ...string[]];

export const ZOnboardingState = z.object({
  step: z.number().int().min(0).max(LAST_ONBOARDING_STEP),
  householdName: z.string().nullable(),
  homeState: z.string().nullable(),
  priorities: z.array(z.enum(ONBOARDING_AREAS)),
  completedAreas: z.array(z.enum(ONBOARDING_AREAS)),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type TOnboardingState = z.infer<typeof ZOnboardingState>;

export const ZSaveOnboardingRequest = z.object({
  step: z.number().int().min(0).max(LAST_ONBOARDING_STEP),
  householdName: singleLine(
    z.string().trim().max(120, 'Keep the household name under 120 characters'),
  ).optional(),
  homeState: z.enum(US_STATE_CODES, { error: 'Choose a state from the list' }).optional(),
  priorities: z.array(z.enum(ONBOARDING_AREAS)).max(ONBOARDING_AREAS.length).optional(),
});
export type TSaveOnboardingRequest = z.input<typeof ZSaveOnboardingRequest>;

export const ZAreaCompletionRequest = z.object({ completed: z.boolean() });
