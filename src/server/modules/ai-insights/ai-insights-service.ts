import type {
  TAnomalies,
  TBudgetPrediction,
  TChatAnswer,
  TPortfolioInsights,
  TRecommendations,
} from '@shared/ai-insights/ai-schemas';
import { isoDay } from '@shared/finance/household-summary';
import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { ActivityLog } from '../family/activity-log';
import { GUIDEBOOK_SECTION_LABELS } from '@shared/guidebook/guidebook-schemas';
import { shareModeFor } from '@shared/guidebook/guidebook-visibility';
import type { GuidebookService } from '../guidebook/guidebook-service';
import type { PolicyService } from '../policies/policy-service';
import type { ExpenseService } from '../expenses/expense-service';
import type { RevealNumber } from './chat/whole-numbers';
import { detectAnomalies } from './anomalies';
import { predictBudget } from './forecast';
import { toForecastObligation } from './snapshot/forecast-input';
import type { HouseholdSnapshot, SearchableText } from './snapshot/household-snapshot';
import { assembleSnapshot, documentTextsOf, loadSnapshotParts } from './snapshot/load-snapshot';
import { createSnapshotCache, type SnapshotCache } from './snapshot/snapshot-cache';

/** What the chat engine reads: the snapshot, and the searchable texts when a question needs them. */
export type ChatInput = {
  snapshot: HouseholdSnapshot;
  loadTexts: () => Promise<SearchableText[]>;
  loadGuidebook?: () => Promise<SearchableText[]>;
  /**
   * A policy's or a bill's whole number, as the Insurance tab's or Monthly Expenses' Reveal shows
   * it (and logs that it did).
   */
  revealNumber?: RevealNumber;
};

/**
 * The engines that turn a snapshot into answers. Chat, portfolio and tips are passed in (see
 * engines.ts) so this file stays about reading the right households and logging the read.
 */
export type AiEngines = {
  answer(question: string, input: ChatInput): Promise<TChatAnswer>;
  analyzePortfolio(snapshot: HouseholdSnapshot): TPortfolioInsights;
  recommend(snapshot: HouseholdSnapshot): TRecommendations;
};

type Deps = {
  db: Database;
  access: Access;
  activity: ActivityLog;
  guidebook: Pick<GuidebookService, 'list'>;
  /** Reveals a policy's sealed number to a reader allowed to see it, and logs it. */
  policies: Pick<PolicyService, 'revealNumber'>;
  /** Reveals the number a bill is under to a reader allowed to see it, and logs it. */
  expenses: Pick<ExpenseService, 'revealVendorAccount'>;
  engines: AiEngines;
  /** Kept snapshots (one per service by default). */
  cache?: SnapshotCache;
  now?: () => Date;
};

type Guidebook = Awaited<ReturnType<GuidebookService['list']>>;

/**
 * The guidebook as the chat searches it: only the entries this reader is shared, as the screen,
 * and for those they manage, how each connected person sees it.
 */
function guidebookTexts({ entries, people }: Guidebook, readerId: string): SearchableText[] {
  return entries.map((entry) => ({
    kind: 'guidebook' as const,
    id: entry.id,
    ownerId: entry.ownerId,
    title: entry.title,
    text: entry.body,
    section: GUIDEBOOK_SECTION_LABELS[entry.section],
    href: '/family-guidebook',
    ...(entry.canManage
      ? {
          sharing: people
            .filter((person) => person.ownerId === entry.ownerId && person.userId !== readerId)
            .map((person) => ({
              name: person.name,
              mode: shareModeFor(entry.shares, person.userId),
            })),
        }
      : {}),
  }));
}

/**
 * Spec §7 ai-financial-assistant. Every action reads the households access.ts selects for this
 * person (their own, a guest's inviter's, or the family selector's), so an answer can only ever
 * be about records they could open on a screen; reads of other households are logged as views.
 */
export function createAiInsightsService(deps: Deps) {
  const { db, access, activity, guidebook, engines } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = deps.cache ?? createSnapshotCache({ db });

  /** Whole numbers read through the screens' own Reveal, as this person (checked and logged there). */
  function revealerFor(actor: Actor): RevealNumber {
    const { policies, expenses } = deps;
    return (kind, id) =>
      kind === 'policy'
        ? policies.revealNumber(actor, id)
        : expenses.revealVendorAccount(actor, id);
  }

  /** The households this person may see in this request (checked now), the read logged as a view. */
  async function snapshotFor(actor: Actor, owners: string[] | undefined) {
    const ownerIds = await access.selectedOwnerIds(actor, owners);
    await activity.viewed(actor, ownerIds, 'ai-insights');
    const today = isoDay(now());
    const scope = { readerId: actor.userId, ownerIds, today };
    const cached = await cache.get(actor.userId, ownerIds, today, {
      readParts: (names, kept) => loadSnapshotParts(db, scope, names, kept),
      assemble: (parts) => assembleSnapshot(parts, scope),
    });
    return { ownerIds, cached };
  }

  return {
    async chat(actor: Actor, owners: string[] | undefined, query: string): Promise<TChatAnswer> {
      const { ownerIds, cached } = await snapshotFor(actor, owners);
      // Texts are read for the question that needs them, never cached: the guidebook service
      // decides per reader and per moment (an event unlocking) what may be seen.
      let entries: Promise<SearchableText[]> | undefined;
      const loadGuidebook = () =>
        (entries ??= guidebook
          .list(actor, ownerIds)
          .then((book) => guidebookTexts(book, actor.userId)));
      const loadTexts = async () => {
        const [documentTexts, book] = await Promise.all([
          documentTextsOf(db, ownerIds),
          loadGuidebook(),
        ]);
        return [...documentTexts, ...book];
      };
      return engines.answer(query, {
        snapshot: cached.snapshot,
        loadTexts,
        loadGuidebook,
        revealNumber: revealerFor(actor),
      });
    },

    async detectAnomalies(actor: Actor, owners: string[] | undefined): Promise<TAnomalies> {
      const { cached } = await snapshotFor(actor, owners);
      return cached.derive(
        'anomalies',
        (snapshot) => ({
          anomalies: detectAnomalies(snapshot.obligations, now(), snapshot.income),
        }),
        ['obligations', 'income'],
      );
    },

    async predictBudget(
      actor: Actor,
      owners: string[] | undefined,
      months: number,
    ): Promise<TBudgetPrediction> {
      const { cached } = await snapshotFor(actor, owners);
      return cached.derive(
        `forecast-${months}`,
        (snapshot) => predictBudget(snapshot.obligations.map(toForecastObligation), now(), months),
        ['obligations'],
      );
    },

    async analyzePortfolio(
      actor: Actor,
      owners: string[] | undefined,
    ): Promise<TPortfolioInsights> {
      const { cached } = await snapshotFor(actor, owners);
      return cached.derive('portfolio', (snapshot) => engines.analyzePortfolio(snapshot), [
        'investments',
        'estate',
        'obligations',
      ]);
    },

    async recommend(actor: Actor, owners: string[] | undefined): Promise<TRecommendations> {
      const { cached } = await snapshotFor(actor, owners);
      return cached.derive('tips', (snapshot) => engines.recommend(snapshot));
    },
  };
}

export type AiInsightsService = ReturnType<typeof createAiInsightsService>;
