import type { TLegalDraft } from '@shared/legal/legal-api';
import { SigningRulesSummary } from './signing-rules-summary';

/** "Signing it": the draft's signing rules, under a heading at the level of the page around it. */
export function SigningSection({
  draft,
  heading: Heading,
}: {
  draft: TLegalDraft;
  heading: 'h2' | 'h3';
}) {
  return (
    <section aria-labelledby="legal-signing-title" className="grid gap-3">
      <Heading id="legal-signing-title" className="text-lg font-semibold">
        Signing it
      </Heading>
      <SigningRulesSummary
        kind={draft.kind}
        state={draft.state}
        statutoryFormName={draft.statutoryFormName}
      />
    </section>
  );
}
