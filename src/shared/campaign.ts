/** Spec §9: the campaign parameters kept from the URL a visitor arrived with. */
export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number];
