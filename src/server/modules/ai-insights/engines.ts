import type { Logger } from '../../logger';
import type { AiEngines } from './ai-insights-service';
import { answerQuestion } from './chat/answer-question';
import { createModelChat, type ModelConfig } from './model';
import { analyzePortfolio } from './portfolio';
import { recommend } from './tips';

/**
 * The assistant's engines: grounded rules always; with AI_BASE_URL and AI_MODEL set, the chat's
 * answers are phrased by that model, which reaches the data only through the same grounded
 * answer (and falls back to it on any failure).
 */
export function createAiEngines(model: ModelConfig | null, logger: Logger): AiEngines {
  const modelChat = model
    ? createModelChat(model, {
        onFallback: (fallback) =>
          logger.warn({ reason: fallback.reason, status: fallback.status }, 'AI model fell back'),
      })
    : null;
  return {
    answer(question, input) {
      // A model reads the answer it rephrases: a policy's or bill's whole number is never sent
      // to it.
      const { revealNumber: _kept, ...withoutReveal } = input;
      const grounded = (asked: string) => answerQuestion(asked, modelChat ? withoutReveal : input);
      return modelChat ? modelChat.answer(question, grounded) : grounded(question);
    },
    analyzePortfolio,
    recommend,
  };
}
