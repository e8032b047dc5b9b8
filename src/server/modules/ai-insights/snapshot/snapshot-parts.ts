import type { Database } from '../../../db/client';
import { childrenOf, estateFactsOf } from '../../estate/estate-summary-rows';
import { investmentRows } from '../../investments/investment-rows';
import { toAccountView } from '../../investments/investment-view';
import { incomeOf } from '../../statements/income-service';
import { obligationsOf, refreshObligations } from './obligation-rows';
import {
  advisorsOf,
  documentsOf,
  guidebookHeadingsOf,
  instrumentDetailsOf,
  loansOf,
  peopleOf,
  triggeringOf,
} from './record-rows';

/** Whose snapshot a part is read for: the owners access.ts allowed this reader now. */
export type PartScope = { readerId: string; ownerIds: string[]; today: string };

type Part<T> = {
  /**
   * The tables the part reads whose writes bump a household's per-table counter (migrations
   * 0009, 0015, 0017). A part is read again only when one of these changed, the day changed, or
   * the kept snapshot reached its age: names on profiles and family connections bump no
   * household counter, so the age bounds how long those can be out of date.
   */
  tables: readonly string[];
  load(db: Database, scope: PartScope): Promise<T>;
  /** Brings a kept copy up to date more cheaply than `load` (by default, `load`). */
  refresh?(db: Database, scope: PartScope, kept: T): Promise<T>;
};

const part = <T>(definition: Part<T>) => definition;

/**
 * The snapshot in pieces, each with the tables it reads, so a change to one kind of record reads
 * only the pieces that show it again. Every table a loader selects from must be listed here
 * (test/ai-insights/kept-snapshot.test.ts writes each kind and asks again).
 */
export const SNAPSHOT_PARTS = {
  obligations: part({
    tables: ['expenses', 'obligation_amounts'],
    load: (db, { ownerIds }) => obligationsOf(db, ownerIds),
    refresh: (db, { ownerIds }, kept) => refreshObligations(db, ownerIds, kept),
  }),
  /** The pay kept from statement imports (issue 40 item 4): what a bill due before payday needs. */
  income: part({
    tables: ['income_streams'],
    load: (db, { ownerIds }) => incomeOf(db, ownerIds),
  }),
  loans: part({ tables: ['loans'], load: (db, { ownerIds }) => loansOf(db, ownerIds) }),
  investments: part({
    tables: ['investment_accounts', 'holdings'],
    load: async (db, { ownerIds }) => (await investmentRows.list(db, ownerIds)).map(toAccountView),
  }),
  documents: part({ tables: ['documents'], load: (db, { ownerIds }) => documentsOf(db, ownerIds) }),
  advisors: part({
    tables: ['advisors', 'advisor_links'],
    load: (db, { ownerIds }) => advisorsOf(db, ownerIds),
  }),
  people: part({ tables: [], load: (db, { ownerIds }) => peopleOf(db, ownerIds) }),
  instrumentDetails: part({
    tables: ['estate_instruments'],
    load: (db, { ownerIds }) => instrumentDetailsOf(db, ownerIds),
  }),
  triggering: part({
    tables: ['trusted_contacts', 'trigger_events'],
    load: (db, { readerId, ownerIds }) => triggeringOf(db, readerId, ownerIds),
  }),
  guidebookHeadings: part({
    tables: ['guidebook_entries'],
    load: (db, { ownerIds }) => guidebookHeadingsOf(db, ownerIds),
  }),
  /** The children's names on the kids obligations, for the estate facts (see `estate`). */
  children: part({ tables: ['expenses'], load: (db, { ownerIds }) => childrenOf(db, ownerIds) }),
  estate: part({
    // Without the children (the part above), so an edited obligation does not re-read it; the
    // family comes from connections (no counter: the cache's age bounds it).
    tables: [
      'advisors',
      'assets',
      'investment_accounts',
      'holdings',
      'properties',
      'insurance_policies',
      'estate_instruments',
      'estate_life_events',
      'estate_asset_titling',
    ],
    load: (db, { ownerIds, today }) => estateFactsOf(db, ownerIds, today, { withChildren: false }),
  }),
};

export type PartName = keyof typeof SNAPSHOT_PARTS;
export const PART_NAMES = Object.keys(SNAPSHOT_PARTS) as PartName[];
export type SnapshotParts = {
  [Name in PartName]: Awaited<ReturnType<(typeof SNAPSHOT_PARTS)[Name]['load']>>;
};
