import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * The interview's one form over the draft's whole answers object. Its shape depends on the
 * document (LEGAL_ANSWER_SCHEMAS[kind] validates it), so the steps address fields by path.
 */
export type LegalForm = UseFormReturn<FieldValues>;

/** A field's id, from its path: "testator.fullName" → "legal-testator-fullName". */
export function fieldId(name: string): string {
  return `legal-${name.replace(/\./g, '-')}`;
}
