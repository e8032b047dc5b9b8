import { describe, expect, it } from 'vitest';
import { generatePlan, type GeneratedTask } from './generate-plan';
import { IDS, emptyHousehold, richHousehold } from './household-snapshot.test-helper';

/** The rich household's obligations as its plan orders them: auto-pay first, then the largest. */
const BILLS_AUTO_PAY_FIRST = [IDS.lifePremium, IDS.netflix, IDS.electricity, IDS.gym, IDS.domain];

function keys(tasks: GeneratedTask[]): string[] {
  return tasks.map((task) => task.templateKey);
}

function tasksOf(tasks: GeneratedTask[], key: string): GeneratedTask[] {
  return tasks.filter((task) => task.templateKey === key);
}

function onlyTask(tasks: GeneratedTask[], key: string): GeneratedTask {
  const found = tasksOf(tasks, key);
  expect(found, key).toHaveLength(1);
  return found[0]!;
}

function factsOf(task: GeneratedTask): Record<string, string[]> {
  const facts: Record<string, string[]> = {};
  for (const fact of task.facts) (facts[fact.label] ??= []).push(fact.value);
  return facts;
}

describe('generatePlan after a death, on a rich household', () => {
  const plan = generatePlan(richHousehold(), 'death');

  it('lists the stages in order, numbering the tasks as they are listed', () => {
    const stages = plan.map((task) => task.stage);
    expect([...new Set(stages)]).toEqual(['first_days', 'first_month', 'obligations', 'later']);
    expect(plan.map((task) => task.sortOrder)).toEqual(plan.map((_, index) => index));
  });

  it('secures the home and each vehicle, one task per property recorded', () => {
    const home = onlyTask(plan, 'secure_home');
    expect(home.title).toBe('Secure the home: 12 Maple Street, Sacramento, CA 95814');
    expect(home).toMatchObject({ subjectKind: 'property', subjectId: IDS.home });
    expect(factsOf(home)['Mortgage with']).toEqual(['Wells Fargo ****5566']);
    const vehicles = tasksOf(plan, 'secure_vehicle');
    expect(vehicles.map((task) => task.title)).toEqual([
      'Secure the vehicle: 2019 Honda CR-V',
      'Secure the vehicle: The old truck',
    ]);
    expect(factsOf(vehicles[0]!)['VIN ending']).toEqual(['4521']);
    expect(factsOf(vehicles[0]!)['Auto insurance']).toEqual(['GEICO ****6060']);
  });

  it('finds the owner’s own will (not the spouse’s), with where the original is kept and the executors', () => {
    const will = onlyTask(plan, 'locate_will');
    expect(will.subjectId).toBe(IDS.will);
    const facts = factsOf(will);
    expect(facts['Where the original is kept']).toEqual(['Fireproof box in the hall closet']);
    expect(facts.Executor).toEqual(['Ana Carter (Sister) · 555-0111']);
    expect(facts['Executor (alternate 1)']).toEqual(['Luis Carter']);
    expect(facts['Copy in the document hub']).toEqual(['Will of Maria (scan).pdf']);
    expect(keys(plan)).not.toContain('search_for_will');
  });

  it('suggests death certificates from the institutions on record, and says it is a suggestion', () => {
    const certificates = onlyTask(plan, 'death_certificates');
    const facts = factsOf(certificates);
    // Chase (twice, differently cased), Ally Bank, Fidelity, Vanguard and four insurers: 8.
    expect(facts['Suggested number of copies']?.[0]).toMatch(/^11 \(.*suggestion/);
    expect(facts['Institutions on record']?.[0]).toBe(
      'Chase, Ally Bank, Fidelity, Vanguard, Northwestern Mutual, MetLife, Guardian, GEICO',
    );
    expect(certificates.sources.map((source) => source.label).join(' ')).toContain('10–15');
  });

  it('points the funeral to the letter of intent and the guidebook’s final wishes', () => {
    const facts = factsOf(onlyTask(plan, 'funeral'));
    expect(facts['Letter of intent: Where the original is kept']).toEqual(['Desk, top drawer']);
    expect(facts['Family Guidebook']).toEqual(['2 final-wishes entries']);
  });

  it('offers letters to Social Security and the credit bureaus, and tells the employer about the 401(k)', () => {
    expect(onlyTask(plan, 'notify_social_security').letterKind).toBe('social_security');
    expect(onlyTask(plan, 'credit_bureau').letterKind).toBe('credit_bureau');
    expect(onlyTask(plan, 'credit_bureau').detail).toContain(
      'Confirm each bureau’s mailing address',
    );
    expect(factsOf(onlyTask(plan, 'notify_employer'))['Workplace retirement plan']).toEqual([
      'Fidelity: Acme 401(k) (401(k)) ****7788',
    ]);
  });

  it('has one task per bank account and investment account, with the masked number and who handles it', () => {
    const banks = tasksOf(plan, 'notify_bank');
    expect(banks.map((task) => task.subjectId)).toEqual([IDS.checking, IDS.savings, IDS.card]);
    expect(banks[0]!.title).toBe('Notify Chase (Everyday, Checking ****9012)');
    const checking = factsOf(banks[0]!);
    expect(checking.Number).toEqual(['****9012']);
    expect(checking['Balance on record']).toEqual(['$12,500.00']);
    expect(checking['Handled by']).toEqual(['Bea Banker, Banker, Chase · 555-0200']);
    expect(factsOf(banks[1]!)['Payable on death to']).toEqual(['Luis Carter']);
    expect(banks.every((task) => task.letterKind === 'bank')).toBe(true);

    const investments = tasksOf(plan, 'notify_investment');
    expect(investments.map((task) => task.subjectId)).toEqual([IDS.k401, IDS.brokerage]);
    expect(factsOf(investments[0]!).Beneficiary).toEqual(['Luis Carter (primary, 100%)']);
    expect(investments[1]!.title).toBe('Notify Vanguard (Taxable, Brokerage)');
  });

  it('claims the death benefit of the owner’s life policy and notifies every other insurer', () => {
    const life = onlyTask(plan, 'claim_life_insurance');
    expect(life.title).toBe('Claim the death benefit: Northwestern Mutual (life policy ****9988)');
    const facts = factsOf(life);
    expect(facts['Death benefit']).toEqual(['$500,000.00']);
    expect(facts.Beneficiary).toEqual(['Luis Carter (primary, 60%)', 'Ana Carter (primary, 40%)']);
    expect(facts.Premium).toEqual(['$90.00 per month (Northwestern Mutual premium)']);
    expect(facts['Handled by']).toEqual(['Ian Agent, Insurance agent, NM Agency']);
    expect(tasksOf(plan, 'notify_insurer').map((task) => task.subjectId)).toEqual([
      IDS.spouseLife,
      IDS.disability,
      IDS.autoPolicy,
    ]);
  });

  it('makes every obligation a keep/cancel/transfer decision, auto-pay first, then the largest', () => {
    const bills = tasksOf(plan, 'obligation_decision');
    expect(bills.map((task) => task.subjectId)).toEqual(BILLS_AUTO_PAY_FIRST);
    expect(bills.map((task) => task.autoPay)).toEqual([true, true, false, false, false]);
    expect(bills.every((task) => task.needsDecision && task.stage === 'obligations')).toBe(true);
    const netflix = factsOf(bills[1]!);
    expect(netflix).toMatchObject({
      Vendor: ['Netflix'],
      Cost: ['$15.99 per month'],
      'Auto-pay': ['Yes, on day 5 of the month'],
      'Paid from': ['Chase Everyday ****9012'],
      Website: ['https://www.netflix.com'],
      'Account reference': ['****3322'],
    });
    expect(bills[1]!.facts.find((fact) => fact.label === 'Website')?.href).toBe(
      'https://www.netflix.com',
    );
    // A stored link that is not a website is shown as text, never as a link.
    expect(bills[2]!.facts.find((fact) => fact.label === 'Website')?.href).toBeNull();
    expect(bills[2]!.detail).toContain('Utilities: transfer the service');
    expect(factsOf(bills[4]!).Cost).toEqual(['$240.00 per year (about $20.00 a month)']);
    expect(factsOf(bills[0]!)['Pays the premium of']).toEqual([
      'Northwestern Mutual (life policy ****9988)',
    ]);
  });

  it('adds California’s 30-day will deadline (Prob. Code § 8200) with the page read, and not the general one', () => {
    const will = onlyTask(plan, 'will_filing_ca');
    expect(will.dueRule).toEqual({ kind: 'days_after_event', days: 30 });
    expect(will.sources[0]).toEqual({ label: 'Prob. Code § 8200', url: null });
    expect(will.sources[1]?.label).toContain('(read 2026-11-29)');
    expect(keys(plan)).not.toContain('will_filing_il');
    expect(keys(plan)).not.toContain('will_filing_deadline_unknown');
  });

  it('proposes one way to settle what passes under the will, and lists the tax steps with their sources', () => {
    const settle = plan.filter((task) => task.templateKey.startsWith('settle_'));
    expect(settle).toHaveLength(1);
    expect(factsOf(settle[0]!)['Passing under the will (probate)']).toEqual(['$625,000.00']);
    expect(keys(plan)).not.toContain('start_probate');
    expect(onlyTask(plan, 'form_56').dueRule).toEqual({
      kind: 'after_task',
      task: 'estate_ein',
      days: 0,
    });
    expect(onlyTask(plan, 'final_1040').dueRule).toEqual({
      kind: 'fixed_date',
      month: 4,
      day: 15,
      yearsAfter: 1,
    });
    expect(onlyTask(plan, 'form_706').detail).toContain('confirm this year’s amount');
    expect(factsOf(onlyTask(plan, 'form_706'))['Estate on record']).toEqual([
      '$1,155,000.00 ($625,000.00 through probate, $530,000.00 outside it)',
    ]);
    expect(onlyTask(plan, 'ssa_lump_sum').dueRule).toEqual({
      kind: 'months_after_event',
      months: 24,
    });
    for (const key of ['estate_ein', 'form_56', 'final_1040', 'form_1041', 'form_706'])
      expect(onlyTask(plan, key).sources[0]?.label, key).toMatch(/^IRS/);
  });

  it('keeps each record’s task unique within the plan', () => {
    const identities = plan.map((task) => `${task.templateKey}/${task.subjectId ?? ''}`);
    expect(new Set(identities).size).toBe(identities.length);
  });
});

describe('generatePlan after a death, by state and by what is recorded', () => {
  it('uses Illinois’s statute for an Illinois household: 755 ILCS 5/6-1 says immediately', () => {
    const plan = generatePlan(richHousehold({ homeState: 'IL' }), 'death');
    const will = onlyTask(plan, 'will_filing_il');
    expect(will.sources[0]?.label).toBe('755 ILCS 5/6-1');
    expect(will.dueRule).toEqual({ kind: 'days_after_event', days: 0 });
    expect(keys(plan)).not.toContain('will_filing_ca');
  });

  it('falls back to the state the will was signed in when the profile has none', () => {
    const plan = generatePlan(richHousehold({ homeState: null }), 'death');
    expect(keys(plan)).toContain('will_filing_ca');
  });

  it('asks to confirm the deadline in a state whose rule is not on record', () => {
    const plan = generatePlan(richHousehold({ homeState: 'NY' }), 'death');
    expect(onlyTask(plan, 'will_filing_deadline_unknown').dueRule).toEqual({ kind: 'none' });
    expect(keys(plan)).not.toContain('will_filing_ca');
  });

  it('on an empty household: looks for a will, no probate, generic employer, no records to repeat over', () => {
    const plan = generatePlan(emptyHousehold(), 'death');
    expect(keys(plan)).toEqual([
      'search_for_will',
      'death_certificates',
      'funeral',
      'notify_social_security',
      'credit_bureau',
      'notify_employer',
      'estate_ein',
      'form_56',
      'final_1040',
      'form_1041',
      'form_706',
      'ssa_lump_sum',
      'will_filing_deadline_unknown',
    ]);
    expect(
      factsOf(onlyTask(plan, 'death_certificates'))['Suggested number of copies']?.[0],
    ).toMatch(/^3 /);
    expect(factsOf(onlyTask(plan, 'funeral'))['Final wishes']).toEqual(['None recorded in Nido']);
    expect(factsOf(onlyTask(plan, 'notify_employer')).Employer?.[0]).toMatch(/^Not recorded/);
  });
});

describe('generatePlan during an incapacity', () => {
  const plan = generatePlan(richHousehold(), 'incapacity');

  it('is its own shorter plan: first days and ongoing only, none of the death tasks', () => {
    expect([...new Set(plan.map((task) => task.stage))]).toEqual(['first_days', 'ongoing']);
    expect(keys(plan)).not.toContain('credit_bureau');
    expect(keys(plan)).not.toContain('obligation_decision');
    expect(plan.length).toBeLessThan(generatePlan(richHousehold(), 'death').length);
  });

  it('names the agents under the powers of attorney, with their alternates', () => {
    const financial = onlyTask(plan, 'contact_financial_agent');
    expect(financial.title).toBe(
      'Contact the agent under the financial power of attorney: Luis Carter',
    );
    expect(factsOf(financial).Agent).toEqual(['Luis Carter · 555-0122']);
    expect(factsOf(financial)['Agent (alternate 1)']).toEqual(['Ana Carter']);
    expect(onlyTask(plan, 'contact_health_agent').title).toBe(
      'Contact the health-care agent: Ana Carter',
    );
  });

  it('says who speaks to the doctors per the directive, and who the doctors are', () => {
    const facts = factsOf(onlyTask(plan, 'doctors_hipaa'));
    expect(facts['Speaks for the owner (health-care agent)']).toEqual(['Ana Carter · 555-0111']);
    expect(facts['May receive medical information (HIPAA)']).toEqual(['Luis Carter']);
    expect(facts['Advance directive kept at']).toEqual(['Dr. Patel’s office']);
    expect(facts.Doctor).toEqual(['Dr. Priya Patel, Physician · 555-0300']);
  });

  it('notifies each account of the power of attorney and keeps each bill paid, auto-pay first', () => {
    expect(tasksOf(plan, 'notify_bank_poa').map((task) => task.subjectId)).toEqual([
      IDS.checking,
      IDS.savings,
      IDS.card,
    ]);
    expect(tasksOf(plan, 'notify_investment_poa')).toHaveLength(2);
    const bills = tasksOf(plan, 'keep_bill_paid');
    expect(bills.map((task) => task.subjectId)).toEqual(BILLS_AUTO_PAY_FIRST);
    expect(bills.some((task) => task.needsDecision)).toBe(false);
  });

  it('reviews the disability policy, and nothing else of insurance', () => {
    expect(tasksOf(plan, 'review_income_policy').map((task) => task.subjectId)).toEqual([
      IDS.disability,
    ]);
  });

  it('without powers of attorney, asks who may act instead', () => {
    const bare = generatePlan(emptyHousehold(), 'incapacity');
    expect(keys(bare)).toEqual(['no_financial_poa', 'no_healthcare_poa', 'doctors_hipaa']);
  });
});

describe('the links in the facts', () => {
  // The app's own pages (the sidebar's routes in src/web/app/layouts/app-sidebar.tsx): a link
  // anywhere else would open "Page not found".
  const APP_PAGES = ['/estate-plan', '/nido-hub', '/family-guidebook', '/advisors', '/accounts'];

  it('inside the app go only to pages it has', () => {
    const hrefs = (['death', 'incapacity'] as const).flatMap((kind) =>
      generatePlan(richHousehold(), kind).flatMap((task) =>
        // A vendor's own website is outside; the links inside the app must land on a page.
        task.facts.flatMap((fact) => (fact.href?.startsWith('/') ? [fact.href] : [])),
      ),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).toContain('/family-guidebook');
    expect(hrefs).toContain('/nido-hub');
    for (const href of new Set(hrefs)) expect(APP_PAGES, href).toContain(href);
  });
});
