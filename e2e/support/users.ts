let counter = 0;

export const E2E_PASSWORD = 'Sturdy-Nest-2026!';

/** A fresh address per test, so tests never depend on each other's accounts. */
export function e2eEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}
