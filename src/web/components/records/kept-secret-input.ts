/**
 * What a form sends for a secret number it only ever saw the last 4 of (`ZKeptSecret`): null
 * when "remove" is ticked, nothing (which keeps the stored one) when left blank, else the new one.
 */
export function keptSecretInput(typed: string, remove: boolean): string | null | undefined {
  if (remove) return null;
  return typed.trim() ? typed : undefined;
}
