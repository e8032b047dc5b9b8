import { PERSON_ROLE_LABELS } from '../instrument-kinds';
import type { EstateFacts, InstrumentFacts } from './estate-facts';
import { accountLabel, instrumentLabel, listOfNames, policyLabel } from './estate-labels';
import { FIX_ROUTES } from './fix-links';
import { failed, passed, type GapCheck } from './gap-check';
import { isFormerSpouseRelationship, maritalStatusOf, plainName } from './marital-status';

function willsOf(facts: EstateFacts, ownerId: string): InstrumentFacts[] {
  return facts.instruments.filter(
    (instrument) => instrument.kind === 'will' && instrument.ownerId === ownerId,
  );
}

function executors(will: InstrumentFacts) {
  return will.people.filter((person) => person.role === 'executor');
}

const WILL_FIX = { label: 'Name an executor', to: FIX_ROUTES.instrument('will') };

/**
 * Children recorded (the household's Kids obligations) and no guardian nomination naming a
 * guardian. One check per household with children.
 */
export function childrenWithoutGuardian(facts: EstateFacts): GapCheck[] {
  return facts.households
    .filter((household) => household.children.length > 0)
    .map((household) => {
      const key = `children_without_guardian:${household.ownerId}`;
      const named = facts.instruments.some(
        (instrument) =>
          instrument.ownerId === household.ownerId &&
          instrument.kind === 'guardian_nomination' &&
          instrument.people.some((person) => person.role === 'guardian'),
      );
      if (named) return passed(key);
      return failed({
        key,
        ownerId: household.ownerId,
        rule: 'children_without_guardian',
        severity: 'high',
        title: `No guardian named for ${listOfNames(household.children)}`,
        explanation:
          'If both parents die while the children are minors and no guardian is nominated, a court decides who raises them. A guardian nomination tells the court whom you chose, and an alternate in case they cannot.',
        fix: { label: 'Name a guardian', to: FIX_ROUTES.instrument('guardian_nomination') },
      });
    });
}

/**
 * A will that names no executor (rank 0), or no will at all: the court then appoints an
 * administrator. With nothing recorded this check still counts, so an empty plan scores low.
 * One check per will, or one per household without a will.
 */
export function noExecutor(facts: EstateFacts): GapCheck[] {
  return facts.households.flatMap((household) => {
    const wills = willsOf(facts, household.ownerId);
    if (wills.length === 0)
      return [
        failed({
          key: `no_executor:${household.ownerId}`,
          ownerId: household.ownerId,
          rule: 'no_executor',
          severity: 'high',
          title: 'No will names an executor',
          explanation:
            'Without a will naming an executor, state law decides who inherits what passes through probate, and a court appoints someone to settle the estate. Record your will and the executor it names.',
          fix: { label: 'Record your will', to: FIX_ROUTES.instrument('will') },
        }),
      ];
    return wills.map((will) => {
      const key = `no_executor:${will.id}`;
      if (executors(will).some((person) => person.rank === 0)) return passed(key);
      return failed({
        key,
        ownerId: will.ownerId,
        rule: 'no_executor',
        severity: 'high',
        title: `${instrumentLabel(will)} names no executor`,
        explanation:
          'The executor settles the estate: finds the assets, pays the debts and hands out what is left. Without one a court appoints an administrator, which takes longer and may not be the person you would choose.',
        fix: WILL_FIX,
      });
    });
  });
}

/**
 * A will with an executor but no alternate: if the executor dies first or declines, a court picks
 * someone. One check per will that names an executor.
 */
export function noAlternateExecutor(facts: EstateFacts): GapCheck[] {
  return facts.instruments
    .filter(
      (instrument) =>
        instrument.kind === 'will' && executors(instrument).some((person) => person.rank === 0),
    )
    .map((will) => {
      const key = `no_alternate_executor:${will.id}`;
      if (executors(will).some((person) => person.rank >= 1)) return passed(key);
      return failed({
        key,
        ownerId: will.ownerId,
        rule: 'no_alternate_executor',
        severity: 'medium',
        title: `${instrumentLabel(will)} names no alternate executor`,
        explanation:
          'If the executor dies before you, cannot serve or declines, a court appoints someone else. Naming an alternate keeps the choice yours.',
        fix: { label: 'Name an alternate executor', to: FIX_ROUTES.instrument('will') },
      });
    });
}

/**
 * A person named in the plan who came from the family list or the advisor contacts and is no
 * longer there (access removed, contact deleted). One check per such person on each document.
 */
export function personNotInFamily(facts: EstateFacts): GapCheck[] {
  return facts.instruments.flatMap((instrument) => {
    const household = facts.households.find((each) => each.ownerId === instrument.ownerId);
    return instrument.people
      .filter((person) => person.source !== 'other')
      .map((person) => {
        const key = `person_not_in_family:${instrument.id}:${person.role}:${person.rank}:${person.refId ?? ''}`;
        const fromFamily = person.source === 'family';
        const known = fromFamily ? household?.familyUserIds : household?.advisorIds;
        if (person.refId && known?.includes(person.refId)) return passed(key);
        const role = PERSON_ROLE_LABELS[person.role].toLowerCase();
        return failed({
          key,
          ownerId: instrument.ownerId,
          rule: 'person_not_in_family',
          severity: 'medium',
          title: fromFamily
            ? `${person.name} is no longer in your family list`
            : `${person.name} is no longer in your advisor contacts`,
          explanation: `${person.name} is named as ${role} on ${instrumentLabel(instrument)}, but ${fromFamily ? 'no longer has access to your family data' : 'their advisor contact was deleted'}. Check that they are still the right choice and how to reach them, or name someone else.`,
          fix: { label: 'Review the people named', to: FIX_ROUTES.instrument(instrument.kind) },
        });
      });
  });
}

/** A record that names people: a card, a beneficiary designation or an account's POD name. */
type NamingRecord = {
  key: string;
  ownerId: string;
  label: string;
  /** "as executor", "as a beneficiary". */
  people: readonly { name: string; relationship: string | null; as: string }[];
  fix: { label: string; to: string };
};

function namingRecords(facts: EstateFacts): NamingRecord[] {
  const beneficiaries = (list: readonly { name: string; relationship: string | null }[]) =>
    list.map(({ name, relationship }) => ({ name, relationship, as: 'a beneficiary' }));
  return [
    ...facts.instruments.map((instrument) => ({
      key: `instrument:${instrument.id}`,
      ownerId: instrument.ownerId,
      label: instrumentLabel(instrument),
      people: instrument.people.map((person) => ({
        name: person.name,
        relationship: person.relationship,
        as: `as ${PERSON_ROLE_LABELS[person.role].toLowerCase()}`,
      })),
      fix: { label: 'Review the people named', to: FIX_ROUTES.instrument(instrument.kind) },
    })),
    ...facts.investments.map((account) => ({
      key: `investment:${account.id}`,
      ownerId: account.ownerId,
      label: accountLabel(account),
      people: beneficiaries(account.beneficiaries),
      fix: { label: 'Edit the beneficiaries', to: FIX_ROUTES.investments },
    })),
    ...facts.policies.map((policy) => ({
      key: `policy:${policy.id}`,
      ownerId: policy.ownerId,
      label: policyLabel(policy),
      people: beneficiaries(policy.beneficiaries),
      fix: { label: 'Edit the beneficiaries', to: FIX_ROUTES.policy(policy.id) },
    })),
    ...facts.assets.map((account) => ({
      key: `asset:${account.id}`,
      ownerId: account.ownerId,
      label: accountLabel(account),
      people: beneficiaries(
        account.beneficiary ? [{ name: account.beneficiary, relationship: null }] : [],
      ),
      fix: { label: 'Edit the beneficiary', to: FIX_ROUTES.accounts },
    })),
  ].filter((record) => record.people.length > 0);
}

/**
 * Someone the records call a former spouse ("ex-wife", "former husband"), or still call spouse
 * after a divorce recorded in the life events with no marriage since, named on a card, a
 * beneficiary designation or an account's payable-on-death name. A form stays as it is until it is
 * changed with the institution or the document is redone, so each one is worth a look. Checked
 * only in a household with a divorce recorded or a former spouse named: one check per record
 * naming someone.
 */
export function formerSpouseNamed(facts: EstateFacts): GapCheck[] {
  return facts.households.flatMap((household) => {
    const status = maritalStatusOf(facts, household.ownerId);
    if (!status.divorcedOn && status.formerSpouseNames.size === 0) return [];
    return namingRecords(facts)
      .filter((record) => record.ownerId === household.ownerId)
      .map((record) => {
        const key = `former_spouse_named:${record.key}`;
        const named = record.people.filter(
          (person) =>
            isFormerSpouseRelationship(person.relationship) ||
            status.formerSpouseNames.has(plainName(person.name)),
        );
        const names = [...new Set(named.map((person) => person.name))];
        if (names.length === 0) return passed(key);
        const roles = [...new Set(named.map((person) => person.as))].join(' and ');
        const divorce = status.divorcedOn
          ? `A divorce is recorded on ${status.divorcedOn}, and ${record.label} still names ${listOfNames(names)} ${roles}.`
          : `${record.label} names ${listOfNames(names)}, recorded as a former spouse, ${roles}.`;
        return failed({
          key,
          ownerId: household.ownerId,
          rule: 'former_spouse_named',
          severity: 'high',
          title:
            names.length === 1
              ? `${names[0]}, a former spouse, is still named on ${record.label}`
              : `Former spouses ${listOfNames(names)} are still named on ${record.label}`,
          explanation: [
            divorce,
            'A beneficiary form or a signed document stays as it is until you change it with the institution or sign a new one.',
            `Check that you still want ${names.length === 1 ? 'them' : 'each of them'} there, and change it if not.`,
            status.divorcedOn
              ? 'If you have married again and this is your new spouse, record the marriage under life events.'
              : null,
          ]
            .filter(Boolean)
            .join(' '),
          fix: record.fix,
        });
      });
  });
}
