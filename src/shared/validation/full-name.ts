import { z } from 'zod';
import { singleLine } from './plain-text';

export const FULL_NAME_MAX_LENGTH = 1000;

/** Spec §5: trimmed, < and > removed, cut to 1000 characters. */
export function normalizeFullName(value: string): string {
  return value.replace(/[<>]/g, '').trim().slice(0, FULL_NAME_MAX_LENGTH);
}

export const ZFullName = singleLine(z.string({ error: 'Please enter your full name' }))
  .transform(normalizeFullName)
  .refine((value) => value.length > 0, { message: 'Please enter your full name' });
