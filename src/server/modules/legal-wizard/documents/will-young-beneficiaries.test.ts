import { describe, expect, it } from 'vitest';
import { sampleDocumentText } from './sample-document-text';

const TODAY = new Date('2026-11-29T12:00:00Z');

describe('the will’s article on property for a young beneficiary', () => {
  it('holds it in a trust to the age chosen, naming the trustee and the alternate', () => {
    const text = sampleDocumentText('TX', 'will', TODAY);
    expect(text).toContain('is under 25 when property passes to them under it');
    expect(text).toContain('to Ana Lopez (Sister), 40 Oak Lane, Dallas, TX, as trustee');
    expect(text).toContain('I name Luis Lopez (Brother) as trustee instead');
  });

  it('Fla. Stat. § 710.123(1)(a): gives it to a custodian under the Florida act until the age the will names', () => {
    const text = sampleDocumentText('FL', 'will', TODAY, (answers) => {
      answers.youngBeneficiaries.holding = 'custodian';
      answers.youngBeneficiaries.age = 25;
    });
    expect(text).toContain(
      'is under 25 when property passes to them under it, my executor shall give it to Ana Lopez',
    );
    expect(text).toContain(
      'until the beneficiary reaches 25, under the Florida Uniform Transfers to Minors Act (Fla. Stat. § 710.123(1)(a))',
    );
  });

  it('names no age where the state’s act was not read (unverified)', () => {
    const text = sampleDocumentText('OH', 'will', TODAY, (answers) => {
      answers.youngBeneficiaries.holding = 'custodian';
      answers.youngBeneficiaries.age = 25;
    });
    expect(text).toContain('is a minor when property passes to them under it');
    expect(text).toContain(
      'under the Uniform Transfers to Minors Act of Ohio, until the age that act sets',
    );
  });

  it('lets the executor use a custodian when no holding was chosen', () => {
    const text = sampleDocumentText('TX', 'will', TODAY, (answers) => {
      answers.youngBeneficiaries.holding = null;
    });
    expect(text).toContain('my executor may give it to a custodian chosen by my executor');
  });
});
