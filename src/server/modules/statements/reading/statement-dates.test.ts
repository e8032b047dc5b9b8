import { describe, expect, it } from 'vitest';
import { csvDay, ofxDay } from './statement-dates';

describe('ofxDay', () => {
  it('reads the day of every OFX date-time form as written, whatever the zone', () => {
    expect(ofxDay('20251202')).toBe('2025-12-02');
    expect(ofxDay('20251202120000')).toBe('2025-12-02');
    expect(ofxDay('20251202235959.000[-5:EST]')).toBe('2025-12-02');
    expect(ofxDay('20251231000000[+9:JST]')).toBe('2025-12-31');
  });

  it('refuses what is not a date', () => {
    expect(ofxDay('20251302')).toBeNull();
    expect(ofxDay('12/02/2025')).toBeNull();
    expect(ofxDay('')).toBeNull();
  });
});

describe('csvDay', () => {
  it('reads US, short-year and ISO dates', () => {
    expect(csvDay('12/08/2025')).toBe('2025-12-08');
    expect(csvDay('1/5/26')).toBe('2026-01-05');
    expect(csvDay(' 2025-12-28 ')).toBe('2025-12-28');
    expect(csvDay('12/08/2025 00:00:00')).toBe('2025-12-08');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    expect(csvDay('02/30/2025')).toBeNull();
    expect(csvDay('Beginning balance as of 12/01/2025')).toBeNull();
    expect(csvDay('2450.00')).toBeNull();
  });
});
