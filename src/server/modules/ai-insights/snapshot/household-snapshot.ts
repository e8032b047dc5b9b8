import type { TShareMode } from '@shared/guidebook/guidebook-schemas';
import type { EstateFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import type { TIncomeStream } from '@shared/statements/income-api';
import type { AmountPoint } from '../anomalies/anomaly-types';

/**
 * Everything the assistant may read about the selected households, already narrowed to what
 * this person may see (access.ts), with no secret in it: no account, policy or vendor account
 * number (only the last four, or the masked text the lists show, such as "Chase ****1234"), no guidebook entry
 * the reader is not shared. The engines (chat, anomalies, forecast, portfolio, tips) are pure
 * functions of it, so they can be unit tested with a hand-built snapshot and can never reach
 * beyond it.
 */

/** A household in the selection. */
export type SnapshotHousehold = {
  ownerId: string;
  /** The owner's full name, as the family selector shows it. */
  ownerName: string;
  /** The reader's own household. */
  isOwn: boolean;
};

/** An obligation (spec §3 Expense/Obligation) and its amount history, oldest first. */
export type SnapshotObligation = {
  id: string;
  ownerId: string;
  createdAt: Date;
  vendor: string;
  /** home, auto, insurance, kids, other (and the older phone, utilities… seen in data). */
  category: string;
  homeSubcategory: string | null;
  costCents: number;
  /** monthly, quarterly, bi-annual or yearly. */
  frequency: string;
  description: string | null;
  /** Masked as the list shows it: "Chase ****1234". */
  bankAccount: string | null;
  isAutoPay: boolean;
  /** Day of the month 1–31 it is drafted. */
  autoPayDate: number | null;
  /** The vehicle, child or insured person it is for. */
  entityName: string | null;
  addressFull: string | null;
  website: string | null;
  /** The last four of the number the vendor bills under, as the list shows it masked. */
  vendorAccountLast4: string | null;
  /** A bill or document is attached. */
  hasDocument: boolean;
  outstandingLoanBalanceCents: number | null;
  history: AmountPoint[];
};

export type SnapshotLoan = {
  id: string;
  ownerId: string;
  loanType: string;
  bankName: string;
  originalLoanAmountCents: number;
  currentOutstandingBalanceCents: number;
  /** Thousandths of a percent: 6.125 % is 6125. */
  interestRateThousandths: number | null;
  monthlyPaymentCents: number | null;
  termMonths: number | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  /** What the family wrote about it. */
  notes?: string | null;
  relatedExpenseId: string | null;
  propertyId: string | null;
};

/** A document in the hub (its text is searched through SearchableText, not kept here). */
export type SnapshotDocument = {
  id: string;
  ownerId: string;
  name: string;
  category: string;
  tags: string[];
  /** What it is attached to (an obligation, an instrument…), if anything. */
  linkKind: string | null;
  linkId: string | null;
  /** YYYY-MM-DD */
  expiresOn: string | null;
  createdAt: Date;
};

/** Where an estate instrument's signed original is kept, beside EstateFacts' instrument. */
export type SnapshotInstrumentDetail = {
  instrumentId: string;
  originalLocation: string | null;
  signedState: string | null;
  documentId: string | null;
};

export type SnapshotAdvisor = {
  id: string;
  ownerId: string;
  name: string;
  /** attorney, cpa, financial_advisor, insurance_agent… */
  role: string;
  firm: string | null;
  phone: string | null;
  email: string | null;
  /** The records this advisor handles. */
  links: { kind: string; targetId: string }[];
  /** What the family wrote about them ("Drafted our wills and the trust in 2023"). */
  notes?: string | null;
};

/** A person connected to a household (family_connections), by name. */
export type SnapshotPerson = {
  userId: string;
  ownerId: string;
  name: string;
  role: 'owner' | 'guest' | 'viewer' | 'advisor';
  /** An advisor's grant (read or read_write), null for the owner and family roles. */
  advisorAccess?: string | null;
  /** When an advisor's grant ends (then it no longer opens the household), null if never. */
  expiresAt?: Date | null;
};

/**
 * The household's triggering-event set-up (issue 15), for "what happens if I die?". Only the
 * reader's own household carries one: another's contacts are its owner's alone.
 */
export type SnapshotTriggering = {
  ownerId: string;
  trustedContactNames: string[];
  /** Each trusted contact's priority (primary, backup), in the order of the names. */
  contactPriorities?: string[];
  /** The kind of the event in progress (death, incapacity), or null when none is. */
  activeEventKind: string | null;
};

export type HouseholdSnapshot = {
  /** The app clock's calendar day, YYYY-MM-DD. */
  today: string;
  households: SnapshotHousehold[];
  obligations: SnapshotObligation[];
  /** The pay kept from statement imports, one per payer (none when no import kept any). */
  income: TIncomeStream[];
  loans: SnapshotLoan[];
  /** Investment accounts with their holdings and prices, as the Investments screen lists them. */
  investments: TInvestmentAccount[];
  documents: SnapshotDocument[];
  advisors: SnapshotAdvisor[];
  people: SnapshotPerson[];
  instrumentDetails: SnapshotInstrumentDetail[];
  /** The reader's own household's set-up only (none for a guest, viewer or advisor). */
  triggering: SnapshotTriggering[];
  /**
   * The titles and addressees of the households' guidebook entries, every entry
   * whoever may read it: they only tell the chat a question may be about one (“the fireproof
   * safe”), which it then reads through the guidebook service as this reader may see it. The
   * bodies are sealed and never here.
   */
  guidebookHeadings?: readonly string[];
  /**
   * Financial accounts, properties, policies, instruments (with their people), life events and
   * titling: the estate analysis' own reading of the same households.
   */
  estate: EstateFacts;
};

/**
 * Text the chat searches for "where is…" questions: document names, tags and extracted text,
 * and the guidebook entries this reader is shared. Loaded only when a question needs it.
 */
export type SearchableText = {
  kind: 'document' | 'guidebook';
  id: string;
  ownerId: string;
  title: string;
  text: string;
  /** A guidebook entry's section, as its heading reads ("Letters"), searched with the title. */
  section?: string;
  /** The app path that shows it. */
  href: string;
  /**
   * For a guidebook entry the reader manages (their own, or one they wrote): how each person
   * connected to its household sees it, as its sharing panel shows. Absent for anyone else, who
   * is not told how an entry is shared.
   */
  sharing?: readonly GuidebookSharing[];
};

/** One person an entry can be shared with, and when they see it. */
export type GuidebookSharing = { name: string; mode: TShareMode };
