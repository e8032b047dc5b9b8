import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { inThirdPerson } from '../third-person';

/**
 * A state form's declaration of each health care witness: the state's own sentence (`text`,
 * ending "I am not:" or the like), then the row's disqualified people as the witness says them.
 */
export function witnessNotList(text: string, rules: TStateRules): LegalBlock[] {
  return [
    { kind: 'paragraph', text },
    {
      kind: 'list',
      items: rules.directive.witnessDisqualifications.map((who) =>
        inThirdPerson(who.trim().replace(/\.$/, '')),
      ),
    },
  ];
}
