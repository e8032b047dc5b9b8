import { describe, expect, it } from 'vitest';
import { runLegalChecks } from './legal-checks';

const TODAY = '2026-11-29';
const hipaa = (expiresOn: string | null) => ({
  principal: { fullName: 'Rosa Diaz', state: 'MD' },
  authorizedPeople: [{ name: 'Leo Diaz' }],
  expiresOn,
});
const expiry = (state: string, expiresOn: string | null) =>
  runLegalChecks('hipaa', hipaa(expiresOn), TODAY, state).find((c) => c.id === 'hipaa_expiry');

describe('HIPAA authorization: a state’s limit on how long it lasts', () => {
  it('Md. Code, Health-Gen. § 4-303(b): in Maryland it must end within a year', () => {
    expect(expiry('MD', null)).toMatchObject({
      ok: false,
      severity: 'error',
      title: 'Choose an end date no later than November 29, 2027',
    });
    expect(expiry('MD', '2027-11-30')?.ok).toBe(false);
    expect(expiry('MD', '2027-11-29')?.ok).toBe(true);
    expect(expiry('MD', '2027-11-29')?.explanation).toContain('Md. Code, Health-Gen. § 4-303(b)');
  });

  it('adds no such check where the state sets no limit', () => {
    expect(expiry('TX', null)).toBeUndefined();
  });
});
