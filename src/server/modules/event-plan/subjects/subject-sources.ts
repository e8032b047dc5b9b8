import type { HouseholdSnapshot } from '../household-snapshot';
import type { SubjectSource } from '../templates/template-types';
import { bankAccountSubjects, investmentSubjects } from './account-subjects';
import { financialPoaSubjects, healthcarePoaSubjects, willSubjects } from './instrument-subjects';
import { obligationSubjects } from './obligation-subjects';
import { homeSubjects, vehicleSubjects } from './property-subjects';
import { incomePolicySubjects, lifePolicySubjects, otherPolicySubjects } from './policy-subjects';
import type { PlanSubject } from './plan-subject';

/** The records each template's `each` repeats over. */
export const SUBJECTS: Record<
  Exclude<SubjectSource, 'once'>,
  (snapshot: HouseholdSnapshot) => PlanSubject[]
> = {
  homes: homeSubjects,
  vehicles: vehicleSubjects,
  wills: willSubjects,
  bank_accounts: bankAccountSubjects,
  investment_accounts: investmentSubjects,
  life_policies_on_owner: lifePolicySubjects,
  other_policies: otherPolicySubjects,
  obligations: obligationSubjects,
  financial_poas: financialPoaSubjects,
  healthcare_poas: healthcarePoaSubjects,
  income_policies: incomePolicySubjects,
};
