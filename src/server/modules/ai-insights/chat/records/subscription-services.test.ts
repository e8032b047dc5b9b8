import { describe, expect, it } from 'vitest';
import { isSubscription } from './subscription-services';

describe('isSubscription', () => {
  it.each([
    ['Netflix', null],
    ['NETFLIX.COM', null],
    ['Apple iCloud', 'Cloud storage'],
    ['The New York Times', null],
    ['Planet Fitness', null],
    ['Local Climbing Gym', 'Monthly membership'],
    ['Substack', 'Newsletter subscription'],
  ])('counts %s (%s)', (vendor, description) => {
    expect(isSubscription(vendor, description)).toBe(true);
  });

  it.each([
    ['Verizon Wireless', 'Family cell phone plan'],
    ['Austin Energy', 'Electricity'],
    ['Max Electric Co', null],
    ['Disneyland Resort', 'Vacation deposit'],
    ['GEICO', 'Auto insurance'],
  ])('does not count %s (%s)', (vendor, description) => {
    expect(isSubscription(vendor, description)).toBe(false);
  });
});
