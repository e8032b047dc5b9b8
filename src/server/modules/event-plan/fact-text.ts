import { ADVISOR_ROLE_LABELS } from '@shared/advisors/advisor-schemas';
import type { TEstatePerson } from '@shared/estate/estate-schemas';
import type { TPersonRole } from '@shared/estate/instrument-kinds';
import { formatCents } from '@shared/finance/money';
import type { TBeneficiary } from '@shared/investments/investment-schemas';
import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
import type { HouseholdSnapshot, SnapshotAdvisor, SnapshotInstrument } from './household-snapshot';

/**
 * The labels of the facts other code reads back from a stored task: the letter's recipient and
 * the auto-pay flag live in the facts, which are written once at unlock and kept with the task.
 */
export const FACT = {
  institution: 'Institution',
  insurer: 'Insurance company',
  vendor: 'Vendor',
  autoPay: 'Auto-pay',
  number: 'Number',
  accountReference: 'Account reference',
  policyNumber: 'Policy number',
} as const;

const AUTO_PAY_YES = 'Yes';

/** The auto-pay fact of an obligation: "Yes, on day 5 of the month" or "No". */
export function autoPayFact(isAutoPay: boolean, day: number | null): TTaskFact {
  if (!isAutoPay) return { label: FACT.autoPay, value: 'No' };
  return {
    label: FACT.autoPay,
    value: day ? `${AUTO_PAY_YES}, on day ${day} of the month` : AUTO_PAY_YES,
  };
}

export function isAutoPayFact(facts: readonly TTaskFact[]): boolean {
  return facts.some((fact) => fact.label === FACT.autoPay && fact.value.startsWith(AUTO_PAY_YES));
}

/** The value of the first fact with this label, if any. */
export function factValue(facts: readonly TTaskFact[], label: string): string | null {
  return facts.find((fact) => fact.label === label)?.value ?? null;
}

export function fact(label: string, value: string | null | undefined, href?: string): TTaskFact[] {
  if (!value) return [];
  return [href ? { label, value, href } : { label, value }];
}

export function money(cents: number): string {
  return formatCents(cents);
}

/** "Ana Carter (Sister) · 555-0111 · ana@example.com" */
export function personLine(person: TEstatePerson): string {
  const name = person.relationship ? `${person.name} (${person.relationship})` : person.name;
  return [name, person.phone, person.email].filter(Boolean).join(' · ');
}

/** The people an instrument names in a role, first named first, as facts. */
export function peopleFacts(
  instrument: SnapshotInstrument,
  role: TPersonRole,
  label: string,
): TTaskFact[] {
  return [...instrument.people]
    .filter((person) => person.role === role)
    .sort((a, b) => a.rank - b.rank)
    .map((person) => ({
      label: person.rank === 0 ? label : `${label} (alternate ${person.rank})`,
      value: personLine(person),
    }));
}

/** "Ana Carter (primary, 60%)" */
export function beneficiaryLine(beneficiary: TBeneficiary): string {
  const share = beneficiary.shareBasisPoints / 100;
  return `${beneficiary.name} (${beneficiary.tier}, ${share}%)${beneficiary.minor ? ', a minor' : ''}`;
}

/** "Casey Counsel, Attorney, Counsel & Co · 555-0100 · casey@example.com" */
export function advisorLine(advisor: SnapshotAdvisor): string {
  const who = [advisor.name, ADVISOR_ROLE_LABELS[advisor.role], advisor.firm]
    .filter(Boolean)
    .join(', ');
  return [who, advisor.phone, advisor.email].filter(Boolean).join(' · ');
}

/** The advisors linked to one record (Advisor Contacts' "handles" links), as facts. */
export function handledByFacts(
  snapshot: HouseholdSnapshot,
  kind: string,
  targetId: string | null,
): TTaskFact[] {
  if (!targetId) return [];
  const advisorIds = new Set(
    snapshot.advisorLinks
      .filter((link) => link.kind === kind && link.targetId === targetId)
      .map((link) => link.advisorId),
  );
  return snapshot.advisors
    .filter((advisor) => advisorIds.has(advisor.id))
    .map((advisor) => ({ label: 'Handled by', value: advisorLine(advisor), href: '/advisors' }));
}

/** The household's advisors of some roles (the attorney, the physicians), as facts. */
export function advisorsInRole(
  snapshot: HouseholdSnapshot,
  roles: readonly SnapshotAdvisor['role'][],
  label: string,
): TTaskFact[] {
  return snapshot.advisors
    .filter((advisor) => roles.includes(advisor.role))
    .map((advisor) => ({ label, value: advisorLine(advisor), href: '/advisors' }));
}

function sameName(a: string, b: string): boolean {
  const plain = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return plain(a) === plain(b);
}

/**
 * The owner's own instruments of a kind. A couple keeps a will each in one household: the plan is
 * about the owner, so the documents that name them as principal are theirs. When none do (the
 * name was written differently), every one of the kind is listed, each saying whose it is.
 */
export function ownInstruments(
  snapshot: HouseholdSnapshot,
  kind: SnapshotInstrument['kind'],
): SnapshotInstrument[] {
  const ofKind = snapshot.instruments.filter((instrument) => instrument.kind === kind);
  const own = ofKind.filter((instrument) => sameName(instrument.principalName, snapshot.ownerName));
  return own.length > 0 ? own : ofKind;
}

/** Whether a policy insures the owner: it names them, or it names nobody. */
export function insuresOwner(ownerName: string, insuredName: string | null): boolean {
  return insuredName === null || sameName(insuredName, ownerName);
}
