import type { z } from 'zod';
import type { Database } from '../../db/client';
import { analyticsConversions, analyticsEvents, waitlistEntries } from '../../db/schema';
import { countryOfIp } from '../../platform/geo/country-of-ip';
import type {
  ZTrackConversionRequest,
  ZTrackEventRequest,
  ZWaitlistRequest,
} from '@shared/public-intake/public-intake-schemas';

type Campaign = z.output<typeof ZTrackEventRequest>['campaign'];

function campaignColumns(campaign: Campaign) {
  return {
    utmSource: campaign.utm_source ?? null,
    utmMedium: campaign.utm_medium ?? null,
    utmCampaign: campaign.utm_campaign ?? null,
    utmTerm: campaign.utm_term ?? null,
    utmContent: campaign.utm_content ?? null,
  };
}

/** What anyone may send before signing in: the country check, the waitlist, analytics. */
export function createPublicIntakeService(db: Database, localCountry: string) {
  return {
    async checkCountry(ip: string) {
      const country = await countryOfIp(ip, localCountry);
      return { isUSA: country === 'US', country };
    },

    async joinWaitlist(input: z.output<typeof ZWaitlistRequest>): Promise<void> {
      await db.insert(waitlistEntries).values(input);
    },

    async trackEvent(
      input: z.output<typeof ZTrackEventRequest>,
      userId: string | null,
    ): Promise<void> {
      await db.insert(analyticsEvents).values({
        eventType: input.eventType,
        eventName: input.eventName,
        sessionId: input.sessionId ?? null,
        userId,
        ...campaignColumns(input.campaign),
        pageUrl: input.pageUrl ?? null,
        referrer: input.referrer ?? null,
        metadata: input.metadata,
      });
    },

    async trackConversion(
      input: z.output<typeof ZTrackConversionRequest>,
      userId: string | null,
    ): Promise<void> {
      await db.insert(analyticsConversions).values({
        conversionType: input.conversionType,
        conversionValueCents: input.conversionValueCents,
        currency: input.currency,
        sessionId: input.sessionId ?? null,
        userId,
        ...campaignColumns(input.campaign),
        metadata: input.metadata,
      });
    },
  };
}

export type PublicIntakeService = ReturnType<typeof createPublicIntakeService>;
