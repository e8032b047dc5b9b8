import type { AssetType } from '@shared/finance/asset-schemas';
import type { TAdvisorRole } from '@shared/advisors/advisor-schemas';
import type { TEstatePerson } from '@shared/estate/estate-schemas';
import type { TInstrumentKind, TInstrumentStatus } from '@shared/estate/instrument-kinds';
import type { TPolicyKind } from '@shared/estate/policy-schemas';
import type { PropertyFacts } from '@shared/estate/estate-analysis/estate-facts';
import type {
  TBeneficiary,
  TDesignationKind,
  TInvestmentAccountType,
} from '@shared/investments/investment-schemas';

/**
 * The household's records as the plan generator reads them: one owner's, at one moment, with
 * every secret number already cut to its stored last 4 (nothing is decrypted to build a plan).
 * snapshot-rows.ts reads it from the database; the generator's tests build it by hand.
 */

export type SnapshotAccount = {
  id: string;
  type: AssetType;
  institutionName: string;
  accountName: string;
  last4: string | null;
  balanceCents: number;
  /** The free-text payable-on-death name the account form records. */
  beneficiary: string | null;
};

export type SnapshotInvestment = {
  id: string;
  type: TInvestmentAccountType;
  institutionName: string;
  accountName: string;
  last4: string | null;
  designation: TDesignationKind;
  beneficiaries: readonly TBeneficiary[];
};

export type SnapshotProperty = Pick<
  PropertyFacts,
  | 'id'
  | 'kind'
  | 'name'
  | 'homeType'
  | 'addressFull'
  | 'vehicleYear'
  | 'vehicleMake'
  | 'vehicleModel'
> & {
  /** Only the last 4 characters of the VIN are shown. */
  vinLast4: string | null;
};

export type SnapshotLoan = {
  id: string;
  loanType: string;
  bankName: string;
  last4: string | null;
  propertyId: string | null;
};

export type SnapshotPolicy = {
  id: string;
  kind: TPolicyKind;
  carrier: string;
  last4: string | null;
  insuredName: string | null;
  faceAmountCents: number | null;
  beneficiaries: readonly TBeneficiary[];
  premiumExpenseId: string | null;
};

export type SnapshotObligation = {
  id: string;
  category: string;
  homeSubcategory: string | null;
  vendor: string;
  description: string | null;
  costCents: number;
  frequency: string;
  isAutoPay: boolean;
  autoPayDate: number | null;
  website: string | null;
  /** The vendor account number's last 4. */
  last4: string | null;
  /** "Chase Checking ****1234": display text, never a whole number. */
  bankAccount: string | null;
  entityName: string | null;
};

export type SnapshotInstrument = {
  id: string;
  kind: TInstrumentKind;
  variant: string;
  principalName: string;
  status: TInstrumentStatus;
  signedOn: string | null;
  signedState: string | null;
  originalLocation: string | null;
  documentName: string | null;
  people: readonly TEstatePerson[];
};

export type SnapshotAdvisor = {
  id: string;
  name: string;
  role: TAdvisorRole;
  firm: string | null;
  phone: string | null;
  email: string | null;
};

export type SnapshotAdvisorLink = { advisorId: string; kind: string; targetId: string };

/** What the estate summary says passes through probate (estate-summary logic, reused). */
export type SnapshotEstate = {
  probateCents: number;
  nonProbateCents: number;
  probateAssets: readonly {
    label: string;
    valueCents: number;
    /**
     * Whether the asset is real estate (a home or land), when the estate summary says so; absent,
     * settlement-inputs.ts matches the label against the homes on record.
     */
    realEstate?: boolean;
    /** A vehicle (registered with the state): some small-estate limits leave vehicles out. */
    vehicle?: boolean;
  }[];
  /**
   * Whether the owner is married, as the estate plan's records say (marital-status.ts: the life
   * events, and the people cards and beneficiary designations call spouse).
   */
  married: boolean;
};

export type HouseholdSnapshot = {
  ownerId: string;
  /**
   * The date of death or onset (ISO) when the plan is made for an event; absent in a preview.
   * State law reads indexed limits (California's small-estate limit) for this date, else today's.
   */
  eventOn?: string | null;
  ownerName: string;
  /** The profile's home state (two letters), if the owner gave one. */
  homeState: string | null;
  accounts: readonly SnapshotAccount[];
  investments: readonly SnapshotInvestment[];
  properties: readonly SnapshotProperty[];
  loans: readonly SnapshotLoan[];
  policies: readonly SnapshotPolicy[];
  obligations: readonly SnapshotObligation[];
  instruments: readonly SnapshotInstrument[];
  advisors: readonly SnapshotAdvisor[];
  advisorLinks: readonly SnapshotAdvisorLink[];
  /** How many Family Guidebook entries are in the final-wishes section (their text stays there). */
  finalWishesEntries: number;
  estate: SnapshotEstate;
};
