import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  ZAiRequest,
  ZAnomalies,
  ZBudgetPrediction,
  ZChatAnswer,
  ZPortfolioInsights,
  ZRecommendations,
} from '@shared/ai-insights/ai-schemas';
import { createRouter } from '../../http/router';
import { AppError } from '../../http/app-error';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import type { RouteGuard } from '../../http/route-guards';
import { ZOwnerSelection } from '../../http/owner-selection';
import { RateLimiter, rateLimit } from '../../http/rate-limit';
import type { AppEnv } from '../../http/context';
import { actorOf } from '../../auth/session-context';
import type { AiInsightsService } from './ai-insights-service';

/** Spec §8 AI: without a session the assistant says "Not authenticated" / this. */
export const AI_SIGN_IN_MESSAGE = 'Please log in to use AI features';

/**
 * Per person: a chat is a few questions a minute; 30 a minute leaves room for a quick
 * conversation and the four tabs while keeping one account from monopolising the server.
 */
export const AI_REQUESTS_PER_MINUTE = 30;
export const AI_RATE_LIMITED_MESSAGE =
  'You have asked the assistant a lot in the last minute. Please wait a moment and try again.';

/** The session is checked first (spec §7), with the assistant's own words for its absence. */
const requireSignedIn = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('actor')) throw new AppError('UNAUTHENTICATED', AI_SIGN_IN_MESSAGE);
  await next();
});

const ZAiResponse = z.union([
  ZChatAnswer,
  ZAnomalies,
  ZBudgetPrediction,
  ZPortfolioInsights,
  ZRecommendations,
]);

function assistantRoute(limiter: RateLimiter) {
  // After requireSignedIn, so there is always an actor to count against.
  const perPerson = rateLimit(
    limiter,
    (c) => (c as Context<AppEnv>).get('actor')?.userId ?? '',
    AI_RATE_LIMITED_MESSAGE,
  );
  const guard: RouteGuard = { middleware: [requireSignedIn, perPerson], errors: [401, 429] };
  return declareRoutes({ tags: ['ai-insights'], guard }).post('/ai-financial-assistant', {
    summary:
      'AI Insights: chat, detect_anomalies, predict_budget (3 months), analyze_portfolio or get_recommendations, over the selected households',
    request: { query: ZOwnerSelection, body: ZAiRequest },
    200: jsonResponse(
      ZAiResponse,
      'chat → {response, sources…}; detect_anomalies → {anomalies}; predict_budget → {currentAverage, trend, trendAmount, predictions}; analyze_portfolio → {totalValue, investmentCount, allocation, assetClassAllocation, marketInsights, observations}; get_recommendations → {recommendations, tips}.',
    ),
    errors: [404],
  });
}

export function aiInsightsRoutes(
  service: AiInsightsService,
  limiter = new RateLimiter(AI_REQUESTS_PER_MINUTE, 60_000),
) {
  return createRouter().openapi(assistantRoute(limiter), async (c) => {
    const actor = actorOf(c);
    const { owners } = c.req.valid('query');
    const request = c.req.valid('json');
    switch (request.action) {
      case 'chat':
        return c.json(await service.chat(actor, owners, request.query), 200);
      case 'detect_anomalies':
        return c.json(await service.detectAnomalies(actor, owners), 200);
      case 'predict_budget':
        return c.json(await service.predictBudget(actor, owners, request.months), 200);
      case 'analyze_portfolio':
        return c.json(await service.analyzePortfolio(actor, owners), 200);
      case 'get_recommendations':
        return c.json(await service.recommend(actor, owners), 200);
    }
  });
}
