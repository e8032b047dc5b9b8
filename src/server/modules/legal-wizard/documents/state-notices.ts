import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import type { TRuleSection, TStateRules } from '@shared/legal/state-rule-types';
import { GENERAL_RULES_NOTICE, HIPAA_AUTHORIZATION_RULES } from '@shared/legal/state-rules';
import type { LegalBlock } from './legal-document-content';
import { day } from './legal-wording';
import { stateForm } from './state-forms/state-forms';
import type { TAnyStateDocumentForm, TStatutoryElement } from './state-forms/state-form-types';

/**
 * What the first page says about the rules behind the document: the general-rules notice when
 * the row's section was not checked against the state's statute, else which statute and when
 * (for a HIPAA authorization, the federal rule every state follows); and, for a power of
 * attorney or directive, the state's own statutory form.
 */

/** The section a document follows: the state row's, or for HIPAA the federal rule. */
export function ruleSection(kind: TLegalDocKind, rules: TStateRules): TRuleSection {
  switch (kind) {
    case 'will':
      return rules.will;
    case 'financial_poa':
      return rules.poa;
    case 'healthcare_directive':
      return rules.directive;
    case 'hipaa':
      return HIPAA_AUTHORIZATION_RULES;
  }
}

function preparedUnder(kind: TLegalDocKind, stateName: string, section: TRuleSection): string {
  const checked = section.verifiedOn ? `, as checked on ${day(section.verifiedOn)}` : '';
  return kind === 'hipaa'
    ? `Prepared under the federal HIPAA Privacy Rule (${section.citation}), which applies in every state${checked}.`
    : `Prepared for ${stateName} law (${section.citation})${checked}.`;
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

/**
 * Parts whose statutory wording could not be read here are printed from what the statute is
 * known to require, and the first page says which, so nobody takes them for the statute's words.
 */
function unreadWordingNotice(
  stateName: string,
  elements: readonly TStatutoryElement[],
): LegalBlock {
  return {
    kind: 'notice',
    title: 'Wording not checked against the statute',
    text:
      `Nido could not read the text of ${elements.map((element) => element.citation).join('; ')}. ` +
      'The parts of this document that carry ' +
      (elements.length === 1 ? 'it follow what it requires' : 'them follow what they require') +
      ` in Nido’s own words (unverified). Have an attorney licensed in ${stateName} confirm them before you sign.`,
  };
}

export function stateNotices(
  kind: TLegalDocKind,
  rules: TStateRules,
  generalRules: boolean,
): LegalBlock[] {
  const section = ruleSection(kind, rules);
  const own = stateForm(rules.code, kind) as TAnyStateDocumentForm | undefined;
  const blocks: LegalBlock[] = [];
  if (generalRules) blocks.push(generalRulesNotice(rules.name));
  else blocks.push({ kind: 'paragraph', text: preparedUnder(kind, rules.name, section) });
  const form = kind === 'financial_poa' ? rules.poa.statutoryForm : null;
  const directiveForm = kind === 'healthcare_directive' ? rules.directive.statutoryForm : null;
  const statutory = form ?? directiveForm;
  if (own?.document)
    blocks.push({
      kind: 'paragraph',
      text: `This document is ${rules.name}’s statutory form, “${own.document.statutoryFormName}” (${own.document.citation}), filled in with your answers.`,
    });
  else if (statutory) blocks.push(statutoryFormNotice(rules.name, statutory));
  const unread = (own?.elements ?? []).filter((element) => element.source === null);
  if (unread.length) blocks.push(unreadWordingNotice(rules.name, unread));
  return blocks;
}
