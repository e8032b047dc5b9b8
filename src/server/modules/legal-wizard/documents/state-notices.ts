import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import type { TRuleSection, TStateRules } from '@shared/legal/state-rule-types';
import { GENERAL_RULES_NOTICE } from '@shared/legal/state-rules';
import type { LegalBlock } from './legal-document-content';
import { day } from './legal-wording';

/**
 * What the first page says about the state's rules behind the document: the general-rules
 * notice when the row's section was not checked against the state's statute, else which statute
 * and when; and, for a power of attorney or directive, the state's own statutory form.
 */

/** The row's section a document follows; HIPAA is federal and has none. */
export function ruleSection(kind: TLegalDocKind, rules: TStateRules): TRuleSection | null {
  switch (kind) {
    case 'will':
      return rules.will;
    case 'financial_poa':
      return rules.poa;
    case 'healthcare_directive':
      return rules.directive;
    case 'hipaa':
      return null;
  }
}

export function generalRulesNotice(stateName: string): LegalBlock {
  return {
    kind: 'notice',
    title: GENERAL_RULES_NOTICE,
    text:
      `Nido has not yet checked ${stateName}’s own law for this document. It follows the ` +
      'general rules most states accept. Before you sign, have an attorney licensed in ' +
      `${stateName} confirm it meets ${stateName}’s requirements.`,
  };
}

function statutoryFormNotice(
  stateName: string,
  form: { name: string; mandatory: boolean },
): LegalBlock {
  return form.mandatory
    ? {
        kind: 'notice',
        title: `${stateName} requires its own form`,
        text:
          `${stateName} law requires its statutory form, “${form.name}”, for this document. ` +
          'This document has the same parts but is not that form: have an attorney confirm it, ' +
          'or use the statutory form.',
      }
    : {
        kind: 'notice',
        title: `${stateName}’s statutory form`,
        text: `${stateName} law offers a model form, “${form.name}”. Using it is optional; this document covers the same choices.`,
      };
}

export function stateNotices(
  kind: TLegalDocKind,
  rules: TStateRules,
  generalRules: boolean,
): LegalBlock[] {
  const section = ruleSection(kind, rules);
  const blocks: LegalBlock[] = [];
  if (generalRules) blocks.push(generalRulesNotice(rules.name));
  else if (section?.verifiedOn)
    blocks.push({
      kind: 'paragraph',
      text: `Prepared for ${rules.name} law (${section.citation}), as checked on ${day(section.verifiedOn)}.`,
    });
  const form = kind === 'financial_poa' ? rules.poa.statutoryForm : null;
  const directiveForm = kind === 'healthcare_directive' ? rules.directive.statutoryForm : null;
  const statutory = form ?? directiveForm;
  if (statutory) blocks.push(statutoryFormNotice(rules.name, statutory));
  return blocks;
}
