import { describe, expect, it } from 'vitest';
import { profileLabel } from './profile-menu';

describe('profileLabel', () => {
  it('is the full name, else the email, else Profile (spec §2)', () => {
    expect(profileLabel({ fullName: 'Ana Diaz', email: 'ana@example.com' })).toBe('Ana Diaz');
    expect(profileLabel({ fullName: '  ', email: 'ana@example.com' })).toBe('ana@example.com');
    expect(profileLabel({ fullName: '', email: '' })).toBe('Profile');
    expect(profileLabel(null)).toBe('Profile');
  });
});
