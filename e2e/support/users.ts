import { randomBytes } from 'node:crypto';

let counter = 0;

export const E2E_PASSWORD = 'Sturdy-Nest-2026!';

/**
 * A fresh address per test, so tests never depend on each other's accounts. The random part keeps
 * two files running at the same time (each counting from 1) from making the same address.
 */
export function e2eEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${randomBytes(2).toString('hex')}-${counter}@example.com`;
}
