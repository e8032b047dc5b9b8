import { z } from 'zod';
import { singleLine } from './plain-text';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGE = 'Please enter a valid email address';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: trimmed, lowercased, cut to 254 characters. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase().slice(0, EMAIL_MAX_LENGTH);
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** An email field: normalised first, then checked against the simple x@y.z pattern. */
export const ZEmail = singleLine(z.string({ error: EMAIL_MESSAGE }))
  .transform(normalizeEmail)
  .refine(isValidEmail, { message: EMAIL_MESSAGE });
