import type { AssetType } from '../../finance/asset-schemas';
import type {
  TBeneficiary,
  TDesignationKind,
  TInvestmentAccountType,
} from '../../investments/investment-schemas';
import type { TEstatePerson, TTrustFundingItem } from '../estate-schemas';
import type { TPassesBy } from '../estate-summary-schemas';
import type { TInstrumentKind, TInstrumentStatus, TLifeEventKind } from '../instrument-kinds';
import type { TPolicyKind } from '../policy-schemas';
import type { TTitlingForm } from '../titling-forms';

/**
 * What the estate analysis reads: the records of the selected households, already narrowed to
 * what the reader may see, with no secrets (no account or policy numbers). The server builds it
 * from the database; the unit tests build it by hand.
 */

/** A household the analysis covers, and who may be named in its plan. */
export type HouseholdFacts = {
  ownerId: string;
  /** Children recorded in the household: the distinct names of its Kids obligations. */
  children: readonly string[];
  /** The owner and everyone connected to the household (family_connections). */
  familyUserIds: readonly string[];
  /** The household's advisor contacts. */
  advisorIds: readonly string[];
  /** The owner's full name (their profile), the first person of the household's estate plan. */
  ownerName?: string | null;
  /** The household's state (two letters), which decides the titling forms it may use. */
  homeState?: string | null;
};

/** A financial account (spec §3 Asset). */
export type FinancialAccountFacts = {
  id: string;
  ownerId: string;
  type: AssetType;
  institutionName: string;
  accountName: string;
  balanceCents: number;
  /** The free-text beneficiary the account form records (a payable-on-death name). */
  beneficiary: string | null;
  /** The name the account is held in, as the account form records it. */
  ownerName?: string | null;
  /** The last four of its number, as the lists show it masked ("****8842"). */
  accountNumberLast4?: string | null;
  /** What the family wrote about it, as the account form records it. */
  notes?: string | null;
};

export type InvestmentAccountFacts = {
  id: string;
  ownerId: string;
  type: TInvestmentAccountType;
  institutionName: string;
  accountName: string;
  designation: TDesignationKind;
  beneficiaries: readonly TBeneficiary[];
  /**
   * What its priced holdings are worth, or its entered balance while it has none
   * (accountValueCents), as the Investments screen shows it.
   */
  valueCents: number;
  /** The name the account is held in, as the investment form records it. */
  ownerName?: string | null;
  /** A beneficiary typed in one line (Financial Accounts), read while `designation` is none. */
  beneficiary?: string | null;
};

export type PropertyFacts = {
  id: string;
  ownerId: string;
  kind: 'home' | 'vehicle';
  name: string | null;
  homeType: string | null;
  addressFull: string | null;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  /** Gross: loans against it are not subtracted. */
  estimatedValueCents: number;
  /** What was paid for it, and when (YYYY-MM-DD), as the Properties form records them. */
  purchasePriceCents?: number | null;
  purchaseDate?: string | null;
  /** A vehicle's identification number, as the Properties form records it (not a secret). */
  vin?: string | null;
};

export type PolicyFacts = {
  id: string;
  ownerId: string;
  kind: TPolicyKind;
  carrier: string;
  insuredName: string | null;
  faceAmountCents: number | null;
  beneficiaries: readonly TBeneficiary[];
  /** The last four of its number, as the Insurance tab shows it masked (the rest behind Reveal). */
  policyNumberLast4?: string | null;
  /** What the family wrote about it ("20-year level term"). */
  notes?: string | null;
};

export type InstrumentFacts = {
  id: string;
  ownerId: string;
  kind: TInstrumentKind;
  variant: string;
  principalName: string;
  status: TInstrumentStatus;
  signedOn: string | null;
  lastReviewedOn: string | null;
  reviewEveryMonths: number;
  people: readonly TEstatePerson[];
  funding: readonly TTrustFundingItem[];
  /** What the family wrote about it ("no life-sustaining treatment if terminal"). */
  notes?: string | null;
};

export type LifeEventFacts = {
  ownerId: string;
  kind: TLifeEventKind;
  occurredOn: string;
};

/**
 * The owner's answer for a financial account, investment account or property: how it passes
 * and, since issue 38, how it is titled and whose name holds it (a property records no holder
 * of its own).
 */
export type TitlingFacts = {
  ownerId: string;
  assetKind: 'asset' | 'investment' | 'property';
  assetId: string;
  /** The older "how does this pass?" answer; null when the owner said only the holder or titling. */
  passesBy: TPassesBy | null;
  titling?: TTitlingForm | null;
  holderName?: string | null;
  jointHolderName?: string | null;
};

export type EstateFacts = {
  /** The app clock's calendar day, YYYY-MM-DD: reviews fall due against it. */
  today: string;
  households: readonly HouseholdFacts[];
  assets: readonly FinancialAccountFacts[];
  investments: readonly InvestmentAccountFacts[];
  properties: readonly PropertyFacts[];
  policies: readonly PolicyFacts[];
  instruments: readonly InstrumentFacts[];
  lifeEvents: readonly LifeEventFacts[];
  titling: readonly TitlingFacts[];
};

/** Facts with nothing recorded, for tests and for building up from. */
export function emptyEstateFacts(today: string): EstateFacts {
  return {
    today,
    households: [],
    assets: [],
    investments: [],
    properties: [],
    policies: [],
    instruments: [],
    lifeEvents: [],
    titling: [],
  };
}
