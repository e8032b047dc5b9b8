import { HOME_TYPE_LABELS, type HomeType } from '@shared/finance/property-schemas';
import { LOAN_TYPE_LABELS, type LoanType } from '@shared/finance/loan-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
import { fact, handledByFacts } from '../fact-text';
import type { HouseholdSnapshot, SnapshotProperty } from '../household-snapshot';
import { subject, type PlanSubject } from './plan-subject';

function vehicleName(property: SnapshotProperty): string {
  return [property.vehicleYear, property.vehicleMake, property.vehicleModel]
    .filter(Boolean)
    .join(' ');
}

/** How the Properties screen names a home or a vehicle. */
export function propertyName(property: SnapshotProperty): string {
  if (property.name) return property.name;
  if (property.kind === 'vehicle') return vehicleName(property) || 'Vehicle';
  return property.addressFull || 'Home';
}

/** Loans recorded against the property (a mortgage, an auto loan): the lender keeps a lien. */
function loanFacts(snapshot: HouseholdSnapshot, propertyId: string): TTaskFact[] {
  return snapshot.loans
    .filter((loan) => loan.propertyId === propertyId)
    .map((loan) => ({
      label: `${LOAN_TYPE_LABELS[loan.loanType as LoanType] ?? 'Loan'} with`,
      value: [loan.bankName, maskLastFour(loan.last4)].filter(Boolean).join(' '),
    }));
}

export function homeSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return snapshot.properties
    .filter((property) => property.kind === 'home')
    .map((home) =>
      subject({
        kind: 'property',
        id: home.id,
        label: propertyName(home),
        facts: [
          ...fact('Address', home.addressFull),
          ...fact('Type', HOME_TYPE_LABELS[home.homeType as HomeType]),
          ...loanFacts(snapshot, home.id),
          ...handledByFacts(snapshot, 'property', home.id),
        ],
      }),
    );
}

/** The auto policies of the household, which cover its vehicles. */
function autoPolicyFacts(snapshot: HouseholdSnapshot): TTaskFact[] {
  return snapshot.policies
    .filter((policy) => policy.kind === 'auto')
    .map((policy) => ({
      label: 'Auto insurance',
      value: [policy.carrier, maskLastFour(policy.last4)].filter(Boolean).join(' '),
    }));
}

export function vehicleSubjects(snapshot: HouseholdSnapshot): PlanSubject[] {
  return snapshot.properties
    .filter((property) => property.kind === 'vehicle')
    .map((vehicle) =>
      subject({
        kind: 'property',
        id: vehicle.id,
        label: propertyName(vehicle),
        facts: [
          ...fact('Vehicle', vehicleName(vehicle)),
          ...fact('VIN ending', vehicle.vinLast4),
          ...loanFacts(snapshot, vehicle.id),
          ...autoPolicyFacts(snapshot),
          ...handledByFacts(snapshot, 'property', vehicle.id),
        ],
      }),
    );
}
