import { describe, expect, it } from 'vitest';
import { captureCampaignParameters } from './campaign-capture';

describe('captureCampaignParameters', () => {
  it('keeps the utm parameters of the visit in localStorage', () => {
    captureCampaignParameters('?utm_source=newsletter&utm_medium=email&utm_campaign=fall&other=1');
    expect(JSON.parse(localStorage.getItem('campaign_params') ?? '{}')).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fall',
    });
  });

  it('keeps earlier parameters when a later page has none', () => {
    captureCampaignParameters('?utm_source=ads');
    captureCampaignParameters('?page=2');
    expect(JSON.parse(localStorage.getItem('campaign_params') ?? '{}')).toEqual({
      utm_source: 'ads',
    });
  });
});
