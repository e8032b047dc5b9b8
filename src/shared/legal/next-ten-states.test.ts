import { describe, expect, it } from 'vitest';
import { isVerified, stateRules } from './state-rules';
import type { TRuleSection } from './state-rule-types';

/**
 * Issue 37, item 2: the next ten states by population have every section (will, financial power
 * of attorney, health-care directive) checked, cited and sourced, and the facts read from their
 * statutes are the ones the rows hold. Each fact's test names the section it comes from.
 */

const NEXT_TEN = ['NJ', 'VA', 'WA', 'AZ', 'TN', 'MA', 'IN', 'MD', 'MO', 'WI'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A statute citation: a section sign, a chapter/article, or a named code. */
const STATUTE = /§|\bc\. \d|\bart\. \d|N\.J\.S\.A\.|R\.S\./;

const rows = (code: string) => stateRules(code);
const allNotes = (section: TRuleSection) => section.notes.join(' ');

describe.each(NEXT_TEN)('%s: every section verified, cited and sourced', (code) => {
  const rules = rows(code);
  it.each([
    ['will', rules.will],
    ['poa', rules.poa],
    ['directive', rules.directive],
  ] as const)('%s section', (_name, section) => {
    expect(isVerified(section)).toBe(true);
    expect(section.verifiedOn).toMatch(ISO_DAY);
    expect(section.citation).toMatch(STATUTE);
    expect(section.citation).not.toMatch(/model law|Uniform Probate Code §2-502 and §2-504/);
    expect(section.sources.length).toBeGreaterThan(0);
    for (const source of section.sources) {
      expect(source.title.trim()).not.toBe('');
      expect(new URL(source.url).protocol).toMatch(/^https?:$/);
    }
    expect(section.notes.length).toBeGreaterThan(0);
  });
});

describe('New Jersey', () => {
  const nj = rows('NJ');
  it('N.J.S.A. 3B:3-2: two witnesses; a handwritten will is valid unwitnessed', () => {
    expect(nj.will.witnesses).toBe(2);
    expect(nj.will.holographic).toBe('recognised');
  });
  it('N.J.S.A. 3B:3-8: an interested witness does not invalidate the will', () => {
    expect(nj.will.interestedWitness).toBe('no_effect');
  });
  it('N.J.S.A. 46:2B-8.2(b): durable only with the statute’s words, which may make it springing', () => {
    expect(nj.poa.durableWording?.text).toBe(
      'This power of attorney shall not be affected by subsequent disability or incapacity of the principal, or lapse of time.',
    );
    expect(nj.poa.springing).toEqual({ allowed: true, citation: 'N.J.S.A. 46:2B-8.2(b)' });
    expect(nj.poa.uniformActAdopted).toBe(false);
  });
  it('N.J.S.A. 46:2B-8.9: acknowledged before a notary, no witnesses', () => {
    expect(nj.poa).toMatchObject({ notaryRequired: true, witnesses: 0 });
  });
  it('N.J.S.A. 26:2H-56: two adult witnesses or a notary; the health care representative may not witness', () => {
    expect(nj.directive).toMatchObject({ witnesses: 2, notaryAlternative: true });
    expect(nj.directive.witnessDisqualifications.join(' ')).toMatch(/health care representative/);
  });
});

describe('Virginia', () => {
  const va = rows('VA');
  it('Va. Code § 64.2-403: two witnesses present at the same time; handwritten wills recognised', () => {
    expect(va.will.witnesses).toBe(2);
    expect(va.will.holographic).toBe('recognised');
  });
  it('Va. Code § 64.2-1603: signed by the principal; notarised signature presumed genuine, not required', () => {
    expect(va.poa).toMatchObject({ notaryRequired: false, witnesses: 0, uniformActAdopted: true });
  });
  it('Va. Code § 64.2-1602: durable unless it says incapacity ends it', () => {
    expect(allNotes(va.poa)).toMatch(/durable unless/);
  });
  it('Va. Code § 54.1-2983: signed in the presence of two subscribing witnesses, no notary', () => {
    expect(va.directive).toMatchObject({ witnesses: 2, notaryAlternative: false });
    expect(va.directive.citation).toContain('54.1-2983');
  });
});

describe('Washington', () => {
  const wa = rows('WA');
  it('Wash. Rev. Code § 11.12.020: two or more competent witnesses; no handwritten will without them', () => {
    expect(wa.will.witnesses).toBe(2);
    expect(wa.will.holographic).toBe('not_recognised');
  });
  it('Wash. Rev. Code § 11.12.160: a gift to a witness is presumed obtained by undue influence', () => {
    expect(wa.will.interestedWitness).toBe('presumption_of_undue_influence');
  });
  it('Wash. Rev. Code § 11.125.050: notary or two witnesses unrelated to principal or agent and not care providers', () => {
    expect(wa.poa.notaryRequired).toBeNull();
    expect(allNotes(wa.poa)).toMatch(/acknowledged before a notary public or attested by two/);
    expect(allNotes(wa.poa)).toMatch(/home care provider/);
    expect(allNotes(wa.poa)).toMatch(
      /related to you or your agent by blood, marriage or state registered domestic partnership/,
    );
  });
  it('Wash. Rev. Code § 70.122.030: two witnesses or a notary; no relative, heir or attending physician', () => {
    expect(wa.directive).toMatchObject({ witnesses: 2, notaryAlternative: true });
    const excluded = wa.directive.witnessDisqualifications.join(' ');
    expect(excluded).toMatch(/blood, marriage/);
    expect(excluded).toMatch(/estate/);
    expect(excluded).toMatch(/attending physician/);
  });
});

describe('Arizona', () => {
  const az = rows('AZ');
  it('Ariz. Rev. Stat. §§ 14-2502 and 14-2503: two witnesses; handwritten wills valid unwitnessed', () => {
    expect(az.will.witnesses).toBe(2);
    expect(az.will.holographic).toBe('recognised');
  });
  it('Ariz. Rev. Stat. § 14-5501: one witness and a notary together; not the agent, the agent’s spouse or child', () => {
    expect(az.poa).toMatchObject({ notaryRequired: true, witnesses: 1, uniformActAdopted: false });
    expect(allNotes(az.poa)).toMatch(/agent’s spouse or child/);
    expect(az.poa.durableWording?.text).toMatch(
      /not affected by subsequent disability or incapacity/,
    );
  });
  it('Ariz. Rev. Stat. § 36-3221: notarised or at least one adult witness; a sole witness not a relative or heir', () => {
    expect(az.directive).toMatchObject({ witnesses: 1, notaryAlternative: true });
    const excluded = az.directive.witnessDisqualifications.join(' ');
    expect(excluded).toMatch(/directly involved in providing your health care/);
    expect(excluded).toMatch(/blood, marriage or adoption \(when only one witness signs\)/);
  });
});

describe('Tennessee', () => {
  const tn = rows('TN');
  it('Tenn. Code § 32-1-104: two witnesses in the presence of the testator and each other', () => {
    expect(tn.will.witnesses).toBe(2);
  });
  it('Tenn. Code § 32-1-103(b): an interested witness loses what exceeds their intestate share', () => {
    expect(tn.will.interestedWitness).toBe('purge_excess_over_intestate_share');
  });
  it('Tenn. Code § 34-6-102: durable only with the statute’s words, which may make it springing', () => {
    expect(tn.poa.durableWording?.text).toBe(
      'This power of attorney shall not be affected by subsequent disability or incapacity of the principal.',
    );
    expect(tn.poa.springing?.allowed).toBe(true);
    expect(tn.poa).toMatchObject({ notaryRequired: false, witnesses: 0 });
  });
  it('Tenn. Code § 32-11-104: a notary or two competent adult witnesses, not the agent, one unrelated and no heir', () => {
    expect(tn.directive).toMatchObject({ witnesses: 2, notaryAlternative: true });
    expect(tn.directive.witnessDisqualifications.join(' ')).toMatch(
      /at least one of the two witnesses: a relative by blood, marriage or adoption/,
    );
  });
});

describe('Massachusetts', () => {
  const ma = rows('MA');
  it('M.G.L. c. 190B § 2-505(b): a gift to a witness is void unless two other witnesses are not benefited', () => {
    expect(ma.will.interestedWitness).toBe('void_gift_unless_two_other_witnesses');
    expect(ma.will.holographic).toBe('not_recognised');
  });
  it('M.G.L. c. 190B § 5-501(a): durable only with the statute’s words; may take effect on incapacity', () => {
    expect(ma.poa.durableWording).toEqual({
      text: 'This power of attorney shall not be affected by subsequent disability or incapacity of the principal, or lapse of time.',
      citation: 'M.G.L. c. 190B § 5-501(a)',
    });
    expect(ma.poa.springing?.allowed).toBe(true);
  });
  it('M.G.L. c. 201D § 2: two adult witnesses; the named health care agent may not witness', () => {
    expect(ma.directive).toMatchObject({ witnesses: 2, notaryAlternative: false });
    expect(ma.directive.witnessDisqualifications.join(' ')).toMatch(/health care agent/);
    expect(allNotes(ma.directive)).toMatch(
      /at least 18, of sound mind and under no constraint or undue influence/,
    );
  });
});

describe('Indiana', () => {
  const ind = rows('IN');
  it('Ind. Code § 29-1-5-3.1: the self-proving clause is signed under penalties for perjury, without a notary', () => {
    expect(ind.will.selfProvingAffidavit).toMatchObject({
      available: true,
      form: 'declaration_in_attestation_clause',
    });
  });
  it('Ind. Code § 30-5-4-1: signed before a notary public or before witnesses', () => {
    expect(ind.poa.notaryRequired).toBeNull();
    expect(allNotes(ind.poa)).toMatch(
      /in the presence of a notary public, or in the presence of witnesses/,
    );
  });
  it('Ind. Code § 16-36-7-28: two adult witnesses, one not a spouse or relative, or a notarial officer', () => {
    expect(ind.directive).toMatchObject({ witnesses: 2, notaryAlternative: true });
    expect(ind.directive.witnessDisqualifications.join(' ')).toMatch(
      /at least one of the two witnesses: your spouse or other relative/,
    );
  });
});

describe('Maryland', () => {
  const md = rows('MD');
  it('Md. Code, Est. & Trusts § 4-102: two credible witnesses in the testator’s presence', () => {
    expect(md.will.witnesses).toBe(2);
    expect(allNotes(md.will)).toMatch(/two or more credible witnesses in your presence \(§ 4-102/);
  });
  it('Md. Code, Est. & Trusts § 4-103: handwritten wills only for the armed services abroad', () => {
    expect(md.will.holographic).toBe('narrow');
  });
  it('Md. Code, Est. & Trusts § 17-110: a notary and two adult witnesses; the notary may be one of them', () => {
    expect(md.poa).toMatchObject({ notaryRequired: true, witnesses: 2 });
    expect(allNotes(md.poa)).toMatch(/may also be one of the two witnesses \(§ 17-110\(b\)\)/);
  });
  it('Md. Code, Est. & Trusts § 17-202: an optional statutory form', () => {
    expect(md.poa.statutoryForm).toEqual({
      name: 'Maryland Statutory Form Personal Financial Power of Attorney (§ 17-202)',
      mandatory: false,
    });
  });
  it('Md. Code, Health-Gen. § 5-602(c): two witnesses, not the agent, one not entitled to the estate; no notary', () => {
    expect(md.directive).toMatchObject({ witnesses: 2, notaryAlternative: false });
    const excluded = md.directive.witnessDisqualifications.join(' ');
    expect(excluded).toMatch(/health care agent/);
    expect(excluded).toMatch(/at least one of the two witnesses: anyone knowingly entitled/);
  });
});

describe('Missouri', () => {
  const mo = rows('MO');
  it('Mo. Rev. Stat. § 474.330: an interested witness loses what exceeds their intestate share', () => {
    expect(mo.will.interestedWitness).toBe('purge_excess_over_intestate_share');
  });
  it('Mo. Rev. Stat. § 404.705.1: durable only with the statute’s sentence, acknowledged like a deed', () => {
    expect(mo.poa.durableWording?.text).toMatch(
      /^THIS IS A DURABLE POWER OF ATTORNEY AND THE AUTHORITY OF MY ATTORNEY IN FACT SHALL NOT TERMINATE IF I BECOME DISABLED OR INCAPACITATED/,
    );
    expect(mo.poa.durableWording?.citation).toBe('Mo. Rev. Stat. § 404.705.1(2)(a)');
    expect(mo.poa.notaryRequired).toBe(true);
  });
  it('Mo. Rev. Stat. §§ 404.705 and 459.015: the health care power notarised, the declaration before two witnesses', () => {
    expect(mo.directive).toMatchObject({
      witnesses: 2,
      notaryRequired: true,
      notaryAlternative: false,
    });
  });
});

describe('Wisconsin', () => {
  const wi = rows('WI');
  it('Wis. Stat. § 853.07(2): gifts to an interested witness are invalid beyond the intestate share', () => {
    expect(wi.will.interestedWitness).toBe('purge_excess_over_intestate_share');
  });
  it('Wis. Stat. § 244.05: signed by the principal; a notarial acknowledgment makes it presumed genuine', () => {
    expect(wi.poa).toMatchObject({ notaryRequired: false, witnesses: 0, uniformActAdopted: true });
  });
  it('Wis. Stat. § 244.61: an optional statutory form for finances and property', () => {
    expect(wi.poa.statutoryForm?.name).toContain('§ 244.61');
    expect(wi.poa.statutoryForm?.mandatory).toBe(false);
  });
  it('Wis. Stat. § 155.10: two witnesses 18 or older, none a relative, heir, payer, provider or the agent', () => {
    expect(wi.directive).toMatchObject({ witnesses: 2, notaryAlternative: false });
    expect(wi.directive.witnessDisqualifications).toHaveLength(6);
    const excluded = wi.directive.witnessDisqualifications.join(' ');
    for (const who of [
      /under 18/,
      /blood, marriage or adoption/,
      /estate/,
      /financially responsible/,
      /health care provider/,
      /health care agent/,
    ]) {
      expect(excluded).toMatch(who);
    }
  });
});
