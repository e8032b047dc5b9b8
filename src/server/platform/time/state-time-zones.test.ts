import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '@shared/onboarding/onboarding-schemas';
import { STATE_TIME_ZONES, timeZoneOfState, UTC_ZONE } from './state-time-zones';

describe('the time zone of a home state', () => {
  it('has a zone for every state onboarding offers (the 50 states and DC), each one Intl knows', () => {
    expect(Object.keys(STATE_TIME_ZONES).sort()).toEqual([...US_STATE_CODES].sort());
    expect(US_STATE_CODES).toHaveLength(51);
    for (const zone of Object.values(STATE_TIME_ZONES))
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone.iana })).not.toThrow();
  });

  it('is the zone of most of the state’s people', () => {
    expect(timeZoneOfState('IL')).toEqual({ iana: 'America/Chicago', name: 'Central' });
    expect(timeZoneOfState('TN')).toMatchObject({ name: 'Central' });
    expect(timeZoneOfState('FL')).toMatchObject({ name: 'Eastern' });
    expect(timeZoneOfState('ID')).toMatchObject({ name: 'Mountain' });
    expect(timeZoneOfState('AZ')).toEqual({ iana: 'America/Phoenix', name: 'Mountain' });
    expect(timeZoneOfState('HI')).toMatchObject({ name: 'Hawaii' });
  });

  it('is UTC without a home state, or with one it does not know', () => {
    expect(timeZoneOfState(null)).toBe(UTC_ZONE);
    expect(timeZoneOfState(undefined)).toBe(UTC_ZONE);
    expect(timeZoneOfState('PR')).toBe(UTC_ZONE);
  });
});
