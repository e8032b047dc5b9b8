import {
  accountWithoutBeneficiary,
  beneficiarySharesNot100,
  minorNamedAsBeneficiary,
  policyWithoutBeneficiary,
} from './rules/beneficiaries/beneficiary-rules';
import { categoryShare } from './rules/bills/category-share';
import { duplicateObligations } from './rules/bills/duplicate-obligations';
import { irregularBills } from './rules/bills/irregular-bills';
import { mortgageManualPay } from './rules/bills/mortgage-manual-pay';
import { obligationsWithoutDocuments } from './rules/bills/obligations-without-documents';
import { documentsExpired, documentsExpiring } from './rules/documents/expiring-documents';
import { noAlternateExecutorNamed, noExecutorNamed, noWill } from './rules/estate/executor-rules';
import {
  noFinancialPowerOfAttorney,
  noHealthCarePowerOfAttorney,
  noHipaaAuthorization,
  noLivingWill,
} from './rules/estate/missing-documents';
import { federalEstateTax } from './rules/estate/federal-estate-tax';
import { noAlternates } from './rules/estate/no-alternates';
import { oldWill } from './rules/estate/old-will';
import { originalLocationUnknown } from './rules/estate/original-location';
import {
  childrenWithoutGuardianTip,
  personNotInFamilyTip,
  reviewOverdueTip,
  unfundedTrustTip,
} from './rules/estate/plan-gap-rules';
import { documentUnsigned, willUnsigned } from './rules/estate/unsigned-documents';
import {
  homeWithoutInsurance,
  noLifeInsurance,
  vehicleWithoutInsurance,
} from './rules/insurance/coverage-rules';
import { monthlyInsurancePremiums } from './rules/insurance/monthly-premiums';
import { cashHigh, cashLow } from './rules/money/cash-rules';
import { highestRateLoan } from './rules/money/highest-rate-loan';
import { noAdvisors } from './rules/people/no-advisors';
import { noTrustedContacts, singleTrustedContact } from './rules/people/trusted-contacts';
import {
  holdingConcentration,
  missingCostBasis,
  stalePrices,
  unpricedHoldingsTip,
} from './rules/portfolio/portfolio-rules';
import type { TipRule } from './tip-rule';

/**
 * The tips catalogue (research notes §1 "Tips = a rules catalogue"), in the order tips of the
 * same severity are listed: the estate plan first, since its gaps cost a family the most.
 */
export const TIP_RULES: readonly TipRule[] = [
  noWill,
  willUnsigned,
  noExecutorNamed,
  childrenWithoutGuardianTip,
  noAlternateExecutorNamed,
  noAlternates,
  noFinancialPowerOfAttorney,
  noHealthCarePowerOfAttorney,
  noLivingWill,
  noHipaaAuthorization,
  documentUnsigned,
  reviewOverdueTip,
  oldWill,
  originalLocationUnknown,
  unfundedTrustTip,
  personNotInFamilyTip,
  federalEstateTax,
  accountWithoutBeneficiary,
  policyWithoutBeneficiary,
  beneficiarySharesNot100,
  minorNamedAsBeneficiary,
  noLifeInsurance,
  homeWithoutInsurance,
  vehicleWithoutInsurance,
  monthlyInsurancePremiums,
  noTrustedContacts,
  singleTrustedContact,
  cashLow,
  cashHigh,
  highestRateLoan,
  mortgageManualPay,
  duplicateObligations,
  irregularBills,
  categoryShare,
  documentsExpiring,
  documentsExpired,
  obligationsWithoutDocuments,
  holdingConcentration,
  stalePrices,
  unpricedHoldingsTip,
  missingCostBasis,
  noAdvisors,
];
