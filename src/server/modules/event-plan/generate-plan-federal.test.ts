import { describe, expect, it } from 'vitest';
import { generatePlan, type GeneratedTask } from './generate-plan';
import { emptyHousehold, richHousehold } from './household-snapshot.test-helper';

function taskOf(tasks: GeneratedTask[], key: string): GeneratedTask | undefined {
  return tasks.find((task) => task.templateKey === key);
}

function sourceLabels(task: GeneratedTask | undefined): string {
  return (task?.sources ?? []).map((source) => source.label).join(' | ');
}

const married = richHousehold();
const single = richHousehold({ estate: { ...richHousehold().estate, married: false } });

describe('the portability election (Form 706, Rev. Proc. 2022-32)', () => {
  it('is in the plan after the death of a married owner: due with Form 706 at 9 months, the 5-year relief cited', () => {
    const task = taskOf(generatePlan(married, 'death'), 'portability_election');
    expect(task).toMatchObject({
      stage: 'later',
      dueRule: { kind: 'months_after_event', months: 9 },
    });
    expect(task?.detail).toContain('fifth anniversary of the death, under Rev. Proc. 2022-32');
    expect(sourceLabels(task)).toContain('Rev. Proc. 2022-32');
    expect(task?.sources.find((source) => source.label.startsWith('Rev. Proc.'))?.url).toMatch(
      /^https:\/\//,
    );
  });

  it('is not in the plan of a single owner, nor in an incapacity plan', () => {
    expect(taskOf(generatePlan(single, 'death'), 'portability_election')).toBeUndefined();
    expect(taskOf(generatePlan(emptyHousehold(), 'death'), 'portability_election')).toBeUndefined();
    expect(taskOf(generatePlan(married, 'incapacity'), 'portability_election')).toBeUndefined();
  });
});

describe('the federal deadlines, each with the page it comes from', () => {
  const plan = generatePlan(single, 'death');

  it('Form 706 (IRS Pub. 559, Form 4768 instructions): 9 months, a 6-month extension, the threshold with its year and source', () => {
    const task = taskOf(plan, 'form_706');
    expect(task?.dueRule).toEqual({ kind: 'months_after_event', months: 9 });
    expect(task?.detail).toContain('automatic 6-month extension');
    expect(task?.detail).toContain('$13,610,000 for deaths in 2024');
    expect(task?.detail).toContain('confirm this year’s amount');
    expect(sourceLabels(task)).toContain('Instructions for Form 4768');
  });

  it('states the basic exclusion (IRC § 2010(c); Rev. Proc. 2025-32) for the year of death, and says when it is another year’s', () => {
    const exclusion = (eventOn: string) =>
      taskOf(generatePlan({ ...single, eventOn }, 'death'), 'form_706')?.facts.find(
        (fact) => fact.label === 'Federal estate-tax basic exclusion',
      )?.value;
    expect(exclusion('2026-05-01')).toMatch(
      /^\$15,000,000\.00 per person, the 2026 amount \(IRC § 2010\(c\)/,
    );
    expect(exclusion('2027-05-01')).toContain(
      'the 2026 amount (the amount for 2027 has not been checked here: unverified)',
    );
  });

  it('the final Form 1040 (IRS Pub. 559): April 15 of the next year, moved by a weekend or holiday', () => {
    const task = taskOf(plan, 'final_1040');
    expect(task?.dueRule).toEqual({ kind: 'fixed_date', month: 4, day: 15, yearsAfter: 1 });
    expect(task?.detail).toContain('weekend or a holiday');
    expect(sourceLabels(task)).toContain('Publication 559');
  });

  it('Form 1041 (IRS “when to file”, Pub. 950): $600 of gross income, the 15th day of the 4th month after the tax year', () => {
    const task = taskOf(plan, 'form_1041');
    expect(task?.title).toContain('$600 or more of gross income');
    expect(task?.detail).toContain(
      '15th day of the 4th month after the end of the estate’s tax year',
    );
    expect(sourceLabels(task)).toContain('Forms 1041 and 1041-A: when to file');
  });

  it('Social Security (SSA text): the funeral home, the month of death returned; Medicare said to be unverified', () => {
    const task = taskOf(plan, 'notify_social_security');
    expect(task?.detail).toContain('no benefit for the month of death');
    expect(task?.detail).toContain('Medicare (unverified here)');
    expect(sourceLabels(task)).toContain('If a beneficiary dies');
  });

  it('the credit bureaus: what Equifax and Experian each say, TransUnion unverified', () => {
    const task = taskOf(plan, 'credit_bureau');
    expect(task?.detail).toContain('Equifax says');
    expect(task?.detail).toContain('Experian also says');
    expect(task?.detail).toContain('TransUnion: unverified');
    expect(task?.sources.map((source) => source.url)).toEqual([
      expect.stringContaining('equifax.com') as string,
      expect.stringContaining('experian.com') as string,
    ]);
  });
});
