import { z } from 'zod';
import { ZEmail } from '../validation/email';
import { ZFullName } from '../validation/full-name';
import { singleLine } from '../validation/plain-text';
import { CAMPAIGN_PARAMETERS, type CampaignParameter } from '../campaign';

/** Spec §9: the countries offered on the waitlist, with their display names. */
export const WAITLIST_COUNTRIES = [
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['GB', 'United Kingdom'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['IT', 'Italy'],
  ['ES', 'Spain'],
  ['AU', 'Australia'],
  ['JP', 'Japan'],
  ['CN', 'China'],
  ['IN', 'India'],
  ['BR', 'Brazil'],
  ['OTHER', 'Other'],
] as const;
const COUNTRY_CODES = WAITLIST_COUNTRIES.map(([code]) => code) as unknown as [string, ...string[]];

export const WAITLIST_AGE_MIN = 18;
export const WAITLIST_AGE_MAX = 120;

export const ZWaitlistRequest = z.object({
  name: ZFullName,
  email: ZEmail,
  age: z.coerce
    .number({ error: 'Please enter your age' })
    .int('Please enter your age in whole years')
    .min(WAITLIST_AGE_MIN, `You must be between ${WAITLIST_AGE_MIN} and ${WAITLIST_AGE_MAX}`)
    .max(WAITLIST_AGE_MAX, `You must be between ${WAITLIST_AGE_MIN} and ${WAITLIST_AGE_MAX}`),
  country: z.enum(COUNTRY_CODES, { error: 'Please choose your country' }),
});
export type TWaitlistRequest = z.input<typeof ZWaitlistRequest>;

export const ZCountryCheck = z.object({ isUSA: z.boolean(), country: z.string().nullable() });
export type TCountryCheck = z.infer<typeof ZCountryCheck>;

const ZCampaign = z.object(
  Object.fromEntries(
    CAMPAIGN_PARAMETERS.map((name) => [name, singleLine(z.string().max(200)).optional()]),
  ) as Record<CampaignParameter, z.ZodOptional<z.ZodString>>,
);
const ZMetadata = z
  .record(
    singleLine(z.string().max(64)),
    z.union([singleLine(z.string().max(500)), z.number(), z.boolean(), z.null()]),
  )
  .refine((value) => Object.keys(value).length <= 20, 'At most 20 metadata entries')
  .default({});

export const ZTrackEventRequest = z.object({
  eventType: singleLine(z.string().trim().min(1).max(64)),
  eventName: singleLine(z.string().trim().min(1).max(120)),
  sessionId: singleLine(z.string().max(64)).optional(),
  campaign: ZCampaign.default({}),
  pageUrl: singleLine(z.string().max(2000)).optional(),
  referrer: singleLine(z.string().max(2000)).optional(),
  metadata: ZMetadata,
});
export type TTrackEventRequest = z.input<typeof ZTrackEventRequest>;

export const ZTrackConversionRequest = z.object({
  conversionType: singleLine(z.string().trim().min(1).max(64)),
  conversionValueCents: z.number().int().min(0).max(100_000_00).default(0),
  currency: z.literal('USD').default('USD'),
  sessionId: singleLine(z.string().max(64)).optional(),
  campaign: ZCampaign.default({}),
  metadata: ZMetadata,
});
export type TTrackConversionRequest = z.input<typeof ZTrackConversionRequest>;
