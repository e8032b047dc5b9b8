import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import {
  parseCompletion,
  type CompletionReply,
  type WireMessage,
  type WireToolCall,
} from './chat-completion-wire';
import { mergeSources } from './merge-sources';
import type { ModelConfig } from './model-config';
import {
  RECORDS_TOOL,
  RECORDS_TOOL_NAME,
  SYSTEM_PROMPT,
  toolQuestion,
  toolResultContent,
} from './model-prompt';
import { redactForModel } from './redact-for-model';
import { unsupportedFigure } from './unsupported-figure';

/** Research §1: show the grounded answer if the endpoint fails or times out (10 s). */
export const MODEL_TIMEOUT_MS = 10_000;
/** Rounds of tool calls the model may ask for after the pre-seeded answer. */
export const MAX_TOOL_ROUNDS = 3;
/** Tool calls run per round; more are answered "not run". */
export const MAX_TOOL_CALLS_PER_ROUND = 3;
const TEMPERATURE = 0.2;

export type GroundedChat = (question: string) => Promise<TChatAnswer>;

/** Why the grounded answer was shown instead of the model's. Safe to log: no question, no text. */
export type ModelFallbackReason =
  | 'timeout'
  | 'network-error'
  | 'http-status'
  | 'malformed-response'
  | 'empty-answer'
  | 'too-many-rounds'
  | 'tool-failed'
  | 'unsupported-figure';

export type ModelFallback = { reason: ModelFallbackReason; status?: number };

export type ModelChatOptions = {
  fetch?: typeof fetch;
  /** One deadline for the whole exchange with the model, every round included. */
  timeoutMs?: number;
  /** Called once per fallback, for the caller's log. */
  onFallback?: (fallback: ModelFallback) => void;
};

export type ModelChat = {
  /**
   * The model's phrasing of the grounded facts (answeredBy 'model'), or on any failure the
   * grounded answer unchanged (answeredBy as `grounded` gave it). Rejects only if the first
   * `grounded(question)` does.
   */
  answer(question: string, grounded: GroundedChat): Promise<TChatAnswer>;
};

class ModelExchangeError extends Error {
  constructor(
    readonly reason: ModelFallbackReason,
    readonly status?: number,
  ) {
    super(reason);
  }
}

/** The grounded call, given up when the deadline passes (it cannot itself be cancelled). */
function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ModelExchangeError('timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      () => {
        signal.removeEventListener('abort', onAbort);
        reject(new ModelExchangeError('tool-failed'));
      },
    );
  });
}

function redactMessage(message: WireMessage): WireMessage {
  if (message.role !== 'assistant') {
    return { ...message, content: redactForModel(message.content) };
  }
  return {
    ...message,
    content: message.content === null ? null : redactForModel(message.content),
    ...(message.tool_calls && {
      tool_calls: message.tool_calls.map((call) => ({
        ...call,
        function: { ...call.function, arguments: redactForModel(call.function.arguments) },
      })),
    }),
  };
}

/** Reasoning models served by Ollama put their thinking in the text; the person sees only the answer. */
function finalText(content: string | null): string {
  return (content ?? '').replace(/<think>[\s\S]*?<\/think>/g, '').trim();
}

export function createModelChat(config: ModelConfig, options: ModelChatOptions = {}): ModelChat {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? MODEL_TIMEOUT_MS;
  const endpoint = `${config.baseUrl}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

  async function complete(messages: WireMessage[], signal: AbortSignal): Promise<CompletionReply> {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: config.model,
        messages: messages.map(redactMessage),
        tools: [RECORDS_TOOL],
        tool_choice: 'auto',
        temperature: TEMPERATURE,
        stream: false,
      }),
      signal,
      // The facts go to the configured server only; a redirect would resend them elsewhere.
      redirect: 'error',
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ModelExchangeError('http-status', response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (signal.aborted) throw error;
      throw new ModelExchangeError('malformed-response');
    }
    const reply = parseCompletion(body);
    if (!reply) throw new ModelExchangeError('malformed-response');
    return reply;
  }

  /** Runs the model's tool calls, at most a round's worth; every call id gets its answer. */
  async function runTools(
    reply: CompletionReply,
    round: number,
    grounded: GroundedChat,
    signal: AbortSignal,
  ): Promise<{ messages: WireMessage[]; answers: TChatAnswer[] }> {
    const calls: WireToolCall[] = reply.toolCalls.map((call, index) => ({
      id: call.id ?? `call_${round}_${index}`,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
    const outcomes = await Promise.all(
      calls.map(async (call, index): Promise<{ content: string; answer?: TChatAnswer }> => {
        const refuse = (error: string) => ({ content: JSON.stringify({ error }) });
        if (index >= MAX_TOOL_CALLS_PER_ROUND) {
          return refuse(`Not run: at most ${MAX_TOOL_CALLS_PER_ROUND} calls at a time.`);
        }
        if (call.function.name !== RECORDS_TOOL_NAME) {
          return refuse(`Unknown tool; use ${RECORDS_TOOL_NAME}.`);
        }
        const question = toolQuestion(call.function.arguments);
        if (!question) return refuse('Pass {"question": "..."}.');
        const answer = await beforeDeadline(grounded(question), signal);
        return { content: toolResultContent(answer), answer };
      }),
    );
    return {
      messages: [
        { role: 'assistant', content: reply.content, tool_calls: calls },
        ...outcomes.map(({ content }, index): WireMessage => ({
          role: 'tool',
          tool_call_id: calls[index]?.id ?? '',
          content,
        })),
      ],
      answers: outcomes.flatMap(({ answer }) => (answer ? [answer] : [])),
    };
  }

  async function converse(
    question: string,
    first: TChatAnswer,
    grounded: GroundedChat,
    signal: AbortSignal,
  ): Promise<TChatAnswer> {
    const seededCall: WireToolCall = {
      id: 'call_0',
      type: 'function',
      function: { name: RECORDS_TOOL_NAME, arguments: JSON.stringify({ question }) },
    };
    // The facts come first, so a model that never calls a tool still answers from them.
    const messages: WireMessage[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: question },
      { role: 'assistant', content: null, tool_calls: [seededCall] },
      { role: 'tool', tool_call_id: seededCall.id, content: toolResultContent(first) },
    ];
    const used: TChatAnswer[] = [first];
    for (let round = 1; ; round += 1) {
      const reply = await complete(messages, signal);
      if (reply.toolCalls.length === 0) {
        const text = finalText(reply.content);
        if (!text) throw new ModelExchangeError('empty-answer');
        const facts = messages.flatMap((message) =>
          message.role === 'tool' || message.role === 'user'
            ? [redactForModel(message.content)]
            : [],
        );
        if (unsupportedFigure(text, facts)) throw new ModelExchangeError('unsupported-figure');
        return {
          response: text,
          intent: first.intent,
          understood: first.understood,
          sources: mergeSources(used.map((answer) => answer.sources)),
          suggestions: first.suggestions,
          answeredBy: 'model',
        };
      }
      if (round > MAX_TOOL_ROUNDS) throw new ModelExchangeError('too-many-rounds');
      const { messages: exchanged, answers } = await runTools(reply, round, grounded, signal);
      messages.push(...exchanged);
      used.push(...answers);
    }
  }

  return {
    async answer(question, grounded) {
      const first = await grounded(question);
      const controller = new AbortController();
      const deadline = setTimeout(() => controller.abort(), timeoutMs);
      try {
        return await converse(question, first, grounded, controller.signal);
      } catch (error) {
        const fallback: ModelFallback = controller.signal.aborted
          ? { reason: 'timeout' }
          : error instanceof ModelExchangeError
            ? { reason: error.reason, ...(error.status !== undefined && { status: error.status }) }
            : { reason: 'network-error' };
        options.onFallback?.(fallback);
        return first;
      } finally {
        clearTimeout(deadline);
      }
    },
  };
}
