import { Info } from 'lucide-react';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import { signingInstructions } from '@shared/legal/signing-instructions';
import {
  GENERAL_RULES_NOTICE,
  isVerified,
  ruleSectionFor,
  stateRules,
} from '@shared/legal/state-rules';
import type { TStateRules } from '@shared/legal/state-rule-types';

/**
 * How this document must be signed in the draft's state, from the rules table. A section not
 * yet checked against the state's own statute says so ("General rules, confirm with an
 * attorney"), as the document itself does.
 */
export function SigningRulesSummary({
  kind,
  state,
  statutoryFormName = null,
}: {
  kind: TLegalDocKind;
  state: string;
  /** The state's form the document is printed as (the draft says), if any. */
  statutoryFormName?: string | null;
}) {
  let rules: TStateRules;
  try {
    rules = stateRules(state);
  } catch {
    return (
      <p className="text-sm text-muted-foreground">
        Choose the state you live in (in “About you”) to see how to sign this document.
      </p>
    );
  }
  const instructions = signingInstructions(
    kind,
    rules,
    statutoryFormName ? { name: statutoryFormName } : null,
  );
  const section = ruleSectionFor(kind, rules);
  const verified = section !== null && isVerified(section);
  return (
    <div className="grid gap-3">
      <h4 className="font-semibold">{instructions.title}</h4>
      {(instructions.generalRules || !verified) && section !== null && (
        <p className="flex gap-2 rounded-md border bg-muted/40 p-3 text-sm font-medium">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {GENERAL_RULES_NOTICE}
        </p>
      )}
      <ol className="ml-5 grid list-decimal gap-2 text-sm">
        {instructions.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">{instructions.whereToKeep}</p>
      {section && (
        <p className="text-xs text-muted-foreground">
          Source: {section.citation}
          {section.verifiedOn ? `, checked ${section.verifiedOn}` : ''}.
        </p>
      )}
    </div>
  );
}
