import { describe, expect, it } from 'vitest';
import { fileSummary, formatDay, formatFileSize } from './document-format';
import { expiryStatus } from './expiry-status';

describe('formatFileSize', () => {
  it('uses B, KB and MB with one decimal for megabytes', () => {
    expect(formatFileSize(845)).toBe('845 B');
    expect(formatFileSize(12 * 1024 + 100)).toBe('12 KB');
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });

  it('says what the file is and how big', () => {
    expect(fileSummary({ fileType: 'pdf', sizeBytes: 1_258_291 })).toBe('PDF · 1.2 MB');
    expect(fileSummary({ fileType: 'docx', sizeBytes: 2048 })).toBe('DOCX · 2 KB');
  });

  it('reads a calendar date as that day', () => {
    expect(formatDay('2026-06-01')).toBe('Jun 1, 2026');
  });
});

describe('expiryStatus', () => {
  const today = '2026-03-15';

  it('flags a date within the 30-day reminder window as expiring soon', () => {
    expect(expiryStatus('2026-04-14', today)).toBe('soon');
    expect(expiryStatus('2026-03-15', today)).toBe('soon');
    expect(expiryStatus('2026-04-15', today)).toBeNull();
  });

  it('flags a date in the past as expired', () => {
    expect(expiryStatus('2026-03-14', today)).toBe('expired');
  });

  it('says nothing without a date', () => {
    expect(expiryStatus(null, today)).toBeNull();
  });
});
