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
import type { GuidebookService } from '../guidebook/guidebook-service';
import { detectAnomalies } from './anomalies';
import { predictBudget } from './forecast';
import { toForecastObligation } from './snapshot/forecast-input';
import type { HouseholdSnapshot, SearchableText } from './snapshot/household-snapshot';
import { documentTextsOf, loadSnapshot } from './snapshot/load-snapshot';
import { obligationsOf } from './snapshot/obligation-rows';

/** What the chat engine reads: the snapshot, and the searchable texts when a question needs them. */
export type ChatInput = { snapshot: HouseholdSnapshot; loadTexts: () => Promise<SearchableText[]> };

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
  engines: AiEngines;
  now?: () => Date;
};

/** The guidebook as the chat searches it: only the entries this reader is shared, as the screen. */
function guidebookTexts(entries: Awaited<ReturnType<GuidebookService['list']>>['entries']) {
  return entries.map((entry) => ({
    kind: 'guidebook' as const,
    id: entry.id,
    ownerId: entry.ownerId,
    title: entry.title,
    text: entry.body,
    href: '/family-guidebook',
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

  /** The households this person may see in this request, the read logged as a view. */
  async function readableFor(actor: Actor, owners: string[] | undefined) {
    const ownerIds = await access.selectedOwnerIds(actor, owners);
    await activity.viewed(actor, ownerIds, 'ai-insights');
    return ownerIds;
  }

  async function snapshotFor(actor: Actor, owners: string[] | undefined) {
    const ownerIds = await readableFor(actor, owners);
    return { ownerIds, snapshot: await loadSnapshot(db, actor.userId, ownerIds, isoDay(now())) };
  }

  /** Anomalies and the forecast read the obligations alone, not the whole snapshot. */
  async function obligationsFor(actor: Actor, owners: string[] | undefined) {
    return obligationsOf(db, await readableFor(actor, owners));
  }

  return {
    async chat(actor: Actor, owners: string[] | undefined, query: string): Promise<TChatAnswer> {
      const { ownerIds, snapshot } = await snapshotFor(actor, owners);
      const loadTexts = async () => {
        const [documentTexts, book] = await Promise.all([
          documentTextsOf(db, ownerIds),
          guidebook.list(actor, ownerIds),
        ]);
        return [...documentTexts, ...guidebookTexts(book.entries)];
      };
      return engines.answer(query, { snapshot, loadTexts });
    },

    async detectAnomalies(actor: Actor, owners: string[] | undefined): Promise<TAnomalies> {
      return { anomalies: detectAnomalies(await obligationsFor(actor, owners), now()) };
    },

    async predictBudget(
      actor: Actor,
      owners: string[] | undefined,
      months: number,
    ): Promise<TBudgetPrediction> {
      const obligations = await obligationsFor(actor, owners);
      return predictBudget(obligations.map(toForecastObligation), now(), months);
    },

    async analyzePortfolio(
      actor: Actor,
      owners: string[] | undefined,
    ): Promise<TPortfolioInsights> {
      const { snapshot } = await snapshotFor(actor, owners);
      return engines.analyzePortfolio(snapshot);
    },

    async recommend(actor: Actor, owners: string[] | undefined): Promise<TRecommendations> {
      const { snapshot } = await snapshotFor(actor, owners);
      return engines.recommend(snapshot);
    },
  };
}

export type AiInsightsService = ReturnType<typeof createAiInsightsService>;
