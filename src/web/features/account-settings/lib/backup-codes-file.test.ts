import { describe, expect, it } from 'vitest';
import { backupCodesText } from './backup-codes-file';

describe('backupCodesText', () => {
  it('names the account and date and lists one code a line', () => {
    const text = backupCodesText(
      ['aaaaa-11111', 'bbbbb-22222'],
      'maria@example.com',
      new Date('2026-05-10T12:00:00Z'),
    );
    const lines = text.split('\n');
    expect(lines[0]).toBe('Nido backup codes');
    expect(lines).toContain('Account: maria@example.com');
    expect(lines).toContain('Created: 2026-05-10');
    expect(lines.slice(-3)).toEqual(['aaaaa-11111', 'bbbbb-22222', '']);
  });
});
