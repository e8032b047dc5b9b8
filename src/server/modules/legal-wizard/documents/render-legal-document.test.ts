import { describe, expect, it } from 'vitest';
import { pdfPages } from '@test/binder/pdf-pages';
import { LEGAL_DOC_KINDS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { LEGAL_ANSWER_SCHEMAS, type TLegalAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import {
  GENERAL_RULES_NOTICE,
  HIPAA_AUTHORIZATION_RULES,
  isVerified,
  STATE_RULES,
  stateRules,
} from '@shared/legal/state-rules';
import { renderLegalDocument } from './render-legal-document';
import { SAMPLE_ANSWERS } from './sample-answers';

// Issue 17 Deliver 4: each document read back with pdf.js, page by page, as it would be printed.

/** A row none of whose sections has been checked against the state's statutes. */
function generalRow(): TStateRules {
  const row = STATE_RULES.find(
    (rules) => !isVerified(rules.will) && !isVerified(rules.poa) && !isVerified(rules.directive),
  );
  if (!row) throw new Error('every state has a verified section');
  return row;
}

/**
 * A row whose sections all carry a check date, for the sections no state has verified yet: the
 * renderer only reads the fields, and these are the test's own values, not any state's law.
 */
function checkedRow(code: string): TStateRules {
  const row = stateRules(code);
  const checked = { verifiedOn: '2026-11-20', citation: `Test citation for ${row.name}` };
  return {
    ...row,
    will: { ...row.will, ...checked },
    poa: { ...row.poa, ...checked },
    directive: { ...row.directive, ...checked },
  };
}

/**
 * The row with a code no state form knows: the general document's parts are what is tested here;
 * each state's own statutory parts are tested beside them in state-forms/.
 */
function generalDocument(rules: TStateRules): TStateRules {
  return { ...rules, code: `${rules.code}-general` };
}

async function render<K extends TLegalDocKind>(
  kind: K,
  rules: TStateRules,
  answers: TLegalAnswers[K] = SAMPLE_ANSWERS[kind],
): Promise<string[]> {
  const pdf = await renderLegalDocument({
    kind,
    answers,
    rules,
    generatedOn: '2026-11-26',
    version: 2,
  });
  // Lines wrap wherever the page is narrow; the assertions are about words, not line breaks.
  return (await pdfPages(pdf)).map((text) => text.replace(/\s+/g, ' '));
}

function pageWith(pages: string[], text: string): number {
  return pages.findIndex((page) => page.includes(text));
}

const INSTRUCTIONS_HEAD = 'Signing instructions — not part of the document';

/** The document's own pages, and the instructions sheet printed after them. */
function split(pages: string[]): { document: string[]; instructions: string[] } {
  const first = pageWith(pages, INSTRUCTIONS_HEAD);
  expect(first).toBeGreaterThan(0);
  return { document: pages.slice(0, first), instructions: pages.slice(first) };
}

describe('renderLegalDocument: the will', () => {
  it('has the testator’s signature, the attestation clause with a block for each witness the state requires, then the self-proving affidavit with its notary certificate', async () => {
    const rules = generalDocument(stateRules('TX'));
    expect(isVerified(rules.will)).toBe(true);
    expect(rules.will.selfProvingAffidavit).toMatchObject({ available: true, form: 'combined' });
    const pages = await render('will', rules);
    const all = pages.join('\n');
    expect(pages[0]).toContain('Last Will and Testament of Maria Elena Carter');
    expect(pages[0]).toContain('State of Texas');
    expect(pages[0]).not.toContain(GENERAL_RULES_NOTICE);
    expect(pages[0]).toContain(`Prepared for Texas law (${rules.will.citation})`);
    for (const clause of [
      'I, Maria Elena Carter, of 12 Maple Street, Austin, Travis County, Texas, declare this to be my last will and testament.',
      'I revoke all wills and codicils I made before this one.',
      'I am married to David Carter.',
      'I give my grandmother’s gold necklace to Mia Carter. If Mia Carter does not survive me, I give it to Leo Carter instead; if neither survives me, the gift passes with the rest of my estate.',
      '50% to David Carter (Spouse). If David Carter does not survive me, this share is divided among the others named in this article who survive me, in proportion to their shares.',
      'I name Ana Lopez (Sister), 40 Oak Lane, Dallas, TX as guardian',
      'I request that no bond or other security be required',
      'I give $2,500.00 to the person who takes Biscuit',
      'I would like to be cremated.',
    ])
      expect(all).toContain(clause);

    const signature = pageWith(pages, 'Signature of testator');
    const witnesses = pageWith(pages, 'sign our names below as witnesses');
    expect(signature).toBeGreaterThanOrEqual(0);
    expect(witnesses).toBeGreaterThanOrEqual(signature);
    expect(all).toContain(`Each of us is at least ${rules.will.witnessMinAge} years old.`);
    for (let witness = 1; witness <= rules.will.witnesses; witness += 1)
      expect(all).toContain(`Signature of witness ${witness}`);
    expect(all).not.toContain(`Signature of witness ${rules.will.witnesses + 1}`);
    expect(all).toMatch(/Grace Kim Printed name of witness 1/);

    const affidavit = pageWith(pages, 'Self-proving affidavit');
    expect(affidavit).toBeGreaterThan(witnesses);
    const affidavitPage = pages[affidavit] ?? '';
    expect(affidavitPage).toContain(
      'I, Maria Elena Carter, the testator, sign my name to this instrument',
    );
    expect(affidavitPage).toContain('We, Grace Kim and Tom Becker, the witnesses');
    expect(affidavitPage).toContain(
      `self-proved under ${rules.will.selfProvingAffidavit.citation}`,
    );
    expect(pages.slice(affidavit).join('\n')).toContain('Notary certificate');
    expect(pages.slice(affidavit).join('\n')).toContain('Notary seal');
    expect(pages.at(-1)).toContain('How to sign your will in Texas');
    expect(all).not.toContain('Testator signature:');
  });

  it('in Louisiana is a notarial testament: attested by the notary and two witnesses, signed by the testator on every page, with no separate affidavit', async () => {
    const rules = stateRules('LA');
    expect(rules.will.form).toBe('louisiana_notarial');
    const pages = await render('will', rules, {
      ...SAMPLE_ANSWERS.will,
      testator: { ...SAMPLE_ANSWERS.will.testator, county: 'Orleans', state: 'LA' },
    });
    const all = pages.join('\n');
    expect(pages[0]).toContain('Notarial testament, State of Louisiana');
    expect(pages[0]).toContain('Orleans Parish');
    for (const phrase of [
      'Attestation by the notary and two witnesses',
      'In our presence the testator has declared or signified that this instrument is the testator’s testament and has signed it at the end and on each other separate page',
      'Signature of witness 2',
      'Signature of notary public',
    ])
      expect(all).toContain(phrase);
    expect(all).not.toContain('Self-proving affidavit');
    const { document, instructions } = split(pages);
    for (const page of document) expect(page).toContain('Testator signature:');
    for (const page of instructions) expect(page).not.toContain('Testator signature');
    expect(all).toContain('City, parish and state where signed');
    expect(all).toContain('State of Louisiana, Parish of');
  });

  it('in Louisiana says every-page signing makes the testament self-proving under the amended law, and names art. 1577 only as the former article', async () => {
    const rules = stateRules('LA');
    const all = (await render('will', rules)).join('\n');
    expect(all).toContain(
      `this testament is self-proving under ${rules.will.selfProvingAffidavit.citation ?? ''}`,
    );
    expect(all).toContain('follows the wording of former La. Civ. Code art. 1577, repealed by');
    // Acts 2025, No. 30 repealed arts. 1577–1580.1: art. 1577 is named only as the former
    // article, or as a source whose title says it is the text before the Act.
    const mentions = [...all.matchAll(/(.{0,30})art\. 1577(.{0,30})/g)];
    expect(mentions.length).toBeGreaterThan(0);
    for (const [mention, before = '', after = ''] of mentions)
      expect(
        before.includes('former') || after.startsWith(' (text before Acts 2025'),
        mention,
      ).toBe(true);
  });

  it('ends the attestation with the witnesses’ declaration where the state makes that the self-proof, and adds no affidavit page', async () => {
    const rules = stateRules('CA');
    expect(rules.will.selfProvingAffidavit.form).toBe('declaration_in_attestation_clause');
    const all = (await render('will', rules)).join('\n');
    expect(all).toContain(
      `We declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct (${rules.will.selfProvingAffidavit.citation}).`,
    );
    expect(all).not.toContain('Self-proving affidavit');
  });
});

describe('renderLegalDocument: the will’s specific gifts', () => {
  const necklace = {
    description: 'my gold necklace',
    asset: null,
    beneficiary: 'Mia Carter',
    ifTheyDieFirst: null,
    alternate: null,
  };
  const gifts = async (specificGifts: TLegalAnswers['will']['specificGifts']) =>
    (
      await render('will', generalDocument(stateRules('TX')), {
        ...SAMPLE_ANSWERS.will,
        specificGifts,
      })
    ).join(' ');

  it('gives a gift whose person dies first to their descendants per stirpes when chosen (as anti-lapse statutes do)', async () => {
    const text = await gifts([{ ...necklace, ifTheyDieFirst: 'descendants' }]);
    expect(text).toContain(
      'I give my gold necklace to Mia Carter. If Mia Carter does not survive me, I give it to Mia Carter’s descendants who survive me, per stirpes. If none of them survives me, the gift passes with the rest of my estate.',
    );
    expect(text).toContain('“Descendants per stirpes” means a person’s children');
  });

  it('gives it to the rest of the estate or to a named alternate when chosen, and then defines no descendants', async () => {
    const others = await gifts([{ ...necklace, ifTheyDieFirst: 'others' }]);
    expect(others).toContain(
      'If Mia Carter does not survive me, the gift passes with the rest of my estate.',
    );
    const alternate = await gifts([
      { ...necklace, ifTheyDieFirst: 'alternate', alternate: 'Leo Carter' },
    ]);
    expect(alternate).toContain(
      'If Mia Carter does not survive me, I give it to Leo Carter instead; if neither survives me, the gift passes with the rest of my estate.',
    );
    // A gift saved before the choice existed keeps what it meant: its alternate, else the rest
    // of the estate.
    expect(await gifts([{ ...necklace, alternate: 'Leo Carter' }])).toContain(
      'I give it to Leo Carter instead',
    );
    expect(await gifts([necklace])).toContain(
      'If Mia Carter does not survive me, the gift passes with the rest of my estate.',
    );
  });
});

describe('renderLegalDocument: every document', () => {
  it.each(LEGAL_DOC_KINDS)(
    '%s: every page of the document has its number out of the document’s pages, the initials line and "not legal advice"; the signing instructions follow on an unnumbered sheet that is not part of it',
    async (kind) => {
      const pages = await render(kind, generalDocument(checkedRow('TX')));
      const { document, instructions } = split(pages);
      expect(document.length).toBeGreaterThan(0);
      document.forEach((page, index) => {
        expect(page).toContain(`Page ${index + 1} of ${document.length}`);
        for (const phrase of [
          'Initials: ____',
          'This document was prepared with Nido. It is not legal advice.',
          'Version 2, prepared November 26, 2026',
          'State of Texas',
        ])
          expect(page).toContain(phrase);
        expect(page).not.toContain('How to sign your');
      });
      expect(instructions.length).toBeGreaterThan(0);
      for (const page of instructions) {
        expect(page).toContain(INSTRUCTIONS_HEAD);
        expect(page).toContain('This document was prepared with Nido. It is not legal advice.');
        expect(page).not.toMatch(/Page \d+ of/);
        expect(page).not.toContain('Initials');
        expect(page).not.toContain('Signature');
      }
      expect(instructions[0]).toMatch(/How to sign your .* in Texas/);
      expect(instructions.join('\n')).toContain('Where to keep the original');
    },
  );

  it('prints "General rules, confirm with an attorney" on the first page and the instructions page when the state’s section is not verified, and not when it is', async () => {
    const unverified = generalRow();
    for (const kind of ['will', 'financial_poa', 'healthcare_directive'] as const) {
      const pages = await render(kind, unverified);
      expect(pages[0], kind).toContain(GENERAL_RULES_NOTICE);
      expect(pages.at(-1), kind).toContain(GENERAL_RULES_NOTICE);
      expect(pages[0], kind).toContain(`Nido has not yet checked ${unverified.name}’s own law`);

      const checked = await render(kind, checkedRow(unverified.code));
      expect(checked.join('\n'), kind).not.toContain(GENERAL_RULES_NOTICE);
      expect(checked[0], kind).toContain(
        `Prepared for ${unverified.name} law (Test citation for ${unverified.name}), as checked on November 20, 2026.`,
      );
    }
  });
});

describe('renderLegalDocument: unanswered fields', () => {
  it.each(LEGAL_DOC_KINDS)(
    '%s: an empty interview prints lines to fill in by hand, never "null" or "undefined"',
    async (kind) => {
      const empty = LEGAL_ANSWER_SCHEMAS[kind].parse({});
      const all = (await render(kind, stateRules('TX'), empty)).join('\n');
      expect(all).not.toMatch(/\bnull\b|\bundefined\b|NaN/);
      expect(all).toContain('____');
    },
  );
});

describe('renderLegalDocument: names', () => {
  it('prints letters outside the standard fonts as their plain letter, in the text and the running head', async () => {
    const pages = await render('hipaa', stateRules('TX'), {
      ...SAMPLE_ANSWERS.hipaa,
      principal: { ...SAMPLE_ANSWERS.hipaa.principal, fullName: 'Zoë Łucja Ōtsuka' },
    });
    expect(pages[0]).toContain('HIPAA authorization of Zoë Lucja Otsuka');
    expect(pages[0]).toContain('I, Zoë Lucja Otsuka, born April 12, 1978, of 12 Maple Street');
  });
});

describe('renderLegalDocument: the financial power of attorney', () => {
  it('lists only the powers granted, each with its own initials box, and gifts and trusts only when chosen', async () => {
    const pages = await render('financial_poa', generalDocument(checkedRow('TX')));
    const all = pages.join('\n');
    for (const granted of [
      'Banks and other financial institutions',
      'Taxes',
      'Real property',
      'Government benefits',
    ])
      expect(all).toContain(granted);
    for (const withheld of [
      'Personal property',
      'Stocks, bonds, funds and other investments',
      'Retirement plans',
      'Insurance and annuities',
      'Operating a business',
      'Claims and lawsuits',
      'Personal and family maintenance',
      'Digital assets',
      'Make gifts',
      'Create, amend, revoke or end a trust',
      'so I grant them expressly',
    ])
      expect(all).not.toContain(withheld);

    const withGifts = (
      await render('financial_poa', generalDocument(checkedRow('TX')), {
        ...SAMPLE_ANSWERS.financial_poa,
        powers: ['banking', 'gifts'],
      })
    ).join('\n');
    expect(withGifts).toContain('so I grant them expressly');
    expect(withGifts).toContain('Make gifts');
    expect(withGifts).not.toContain('Create, amend, revoke or end a trust');
    expect(withGifts).not.toContain('Taxes');
  });

  it('says when it takes effect and how incapacity is decided, that it is durable, the agent’s pay, and has the agent’s acknowledgment, witnesses and notary the row asks for', async () => {
    const row = generalDocument(checkedRow('TX'));
    const all = (
      await render('financial_poa', {
        ...row,
        poa: { ...row.poa, witnesses: 1, notaryRequired: true },
      })
    ).join('\n');
    for (const words of [
      'takes effect only if I become incapacitated',
      'a licensed physician who has examined me states in writing',
      'This power of attorney is durable',
      'will not be paid for acting as my agent',
      'My agent may not sell the house at 12 Maple Street',
      'Signature of witness 1',
    ])
      expect(all).toContain(words);
    expect(all).not.toContain('Signature of witness 2');
    expect(all).toContain('This power of attorney was acknowledged before me');
    expect(all).toContain('Agent’s acknowledgment');
    expect(all).toContain('Signature of successor agent');

    // A state where the notary is optional and no witnesses are asked (California, Michigan):
    // the notary the instructions ask for still has their acknowledgment to fill in.
    const notaryOptional = (
      await render('financial_poa', {
        ...row,
        poa: { ...row.poa, witnesses: 0, notaryRequired: false },
      })
    ).join('\n');
    expect(notaryOptional).toContain('This power of attorney was acknowledged before me');
    expect(notaryOptional).not.toContain('Signature of witness');
    const california = (await render('financial_poa', stateRules('CA'))).join('\n');
    expect(california).toContain('This power of attorney was acknowledged before me');
    expect(california).toContain('Sign before a notary public, who fills in the acknowledgment');
  });

  it('prints the durability words the state’s statute gives (Florida, § 709.2104)', async () => {
    const florida = stateRules('FL');
    const wording = florida.poa.durableWording?.text ?? '';
    expect(wording).toContain('is not terminated by subsequent incapacity of the principal');
    const all = (
      await render('financial_poa', florida, {
        ...SAMPLE_ANSWERS.financial_poa,
        effective: 'immediately',
      })
    ).join('\n');
    expect(all).toContain(wording);
    expect(all).toContain('This power of attorney takes effect immediately when I sign it.');
    expect(
      (await render('financial_poa', generalDocument(checkedRow('TX')))).join('\n'),
    ).not.toContain('not terminated by subsequent incapacity');
  });
});

describe('renderLegalDocument: the health-care directive', () => {
  it('prints the treatment wishes and the row’s witness disqualifications as the witnesses’ declaration, with a notary block only where a notary may take their place', async () => {
    const row = generalDocument(checkedRow('TX'));
    const directive = {
      ...row.directive,
      witnesses: 2,
      witnessDisqualifications: ['your agent', 'a relative by blood or marriage'],
    };
    const withNotary = (
      await render('healthcare_directive', {
        ...row,
        directive: { ...directive, notaryAlternative: true },
      })
    ).join('\n');
    for (const phrase of [
      'I do not want my life to be prolonged if',
      'My agent decides whether I receive food and fluids',
      'even if it hastens my death',
      'At my death I give any needed organs',
      'My primary physician is Dr. Priya Raman',
      'I would like to spend my last days at home',
    ])
      expect(withNotary).toContain(phrase);
    expect(withNotary).toMatch(
      /I am not any of the following: • the principal’s agent • a relative by blood or marriage/,
    );
    expect(withNotary).toContain('Signature of witness 2');
    expect(withNotary).toContain(
      'Instead of the witnesses, Texas accepts this document signed before a notary public',
    );
    expect(withNotary).toContain('Notary seal');

    const without = (
      await render('healthcare_directive', {
        ...row,
        directive: { ...directive, notaryAlternative: false },
      })
    ).join('\n');
    expect(without).not.toContain('Notary seal');

    // North Carolina asks for the witnesses and a notary (the row's notaryRequired).
    const northCarolina = stateRules('NC');
    expect(northCarolina.directive).toMatchObject({
      notaryAlternative: false,
      notaryRequired: true,
    });
    const both = (await render('healthcare_directive', northCarolina)).join('\n');
    expect(both).toContain('Signature of witness 2');
    expect(both).toContain(
      'North Carolina requires a notary public to acknowledge the signature as well as the witnesses',
    );
    expect(both).toContain('Notary seal');
  });
});

describe('renderLegalDocument: the HIPAA authorization', () => {
  it('cites the federal rule, not the general-rules notice, even in a state whose sections are unverified', async () => {
    const unverified = generalRow();
    const pages = await render('hipaa', unverified);
    const all = pages.join('\n');
    expect(all).not.toContain(GENERAL_RULES_NOTICE);
    expect(pages[0]).toContain(
      `Prepared under the federal HIPAA Privacy Rule (${HIPAA_AUTHORIZATION_RULES.citation}), which applies in every state`,
    );
    const last = pages.at(-1) ?? '';
    expect(last).toContain('Rules this follows');
    expect(last).toContain(HIPAA_AUTHORIZATION_RULES.citation);
    expect(last).toContain(HIPAA_AUTHORIZATION_RULES.sources[0]?.title ?? '');
  });

  it('names the people, covers psychotherapy notes only when chosen, and expires at death or on the date given', async () => {
    const atDeath = (await render('hipaa', generalDocument(checkedRow('TX')))).join('\n');
    for (const phrase of [
      'David Carter (Spouse), phone 512-555-0101',
      'Ana Lopez (Sister), email ana@example.com',
      'This authorization does not cover psychotherapy notes.',
      'This authorization expires at my death.',
      'I may revoke this authorization at any time by writing',
    ])
      expect(atDeath).toContain(phrase);

    const dated = (
      await render('hipaa', generalDocument(checkedRow('TX')), {
        ...SAMPLE_ANSWERS.hipaa,
        expiresOn: '2030-01-31',
        includePsychotherapyNotes: true,
      })
    ).join('\n');
    expect(dated).toContain('This authorization also covers psychotherapy notes.');
    expect(dated).toContain('This authorization expires on January 31, 2030.');
  });
});
