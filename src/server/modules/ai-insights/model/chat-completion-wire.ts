import { z } from 'zod';

/**
 * The part of the OpenAI chat-completions API the assistant uses (POST {base}/chat/completions,
 * non-streaming, function tools). Ollama, llama.cpp's llama-server, LM Studio and vLLM answer
 * the same shape (research §1).
 */

export type WireToolCall = {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
};

export type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const ZWireToolCall = z.object({
  // Some local servers leave the id out; the caller numbers those itself.
  id: z.string().min(1).optional(),
  function: z.object({
    name: z.string(),
    // OpenAI sends a JSON string; a few servers send the object itself.
    arguments: z
      .union([z.string(), z.record(z.string(), z.unknown())])
      .optional()
      .transform((value) => (typeof value === 'string' ? value : JSON.stringify(value ?? {}))),
  }),
});

const ZWireCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(ZWireToolCall).nullish(),
        }),
      }),
    )
    .min(1),
});

/** The first choice's reply: its text (possibly empty) and the tools it asks to run. */
export type CompletionReply = {
  content: string | null;
  toolCalls: { id: string | undefined; name: string; arguments: string }[];
};

/** The reply in a `chat.completion` body, or null when the body is not one. */
export function parseCompletion(body: unknown): CompletionReply | null {
  const parsed = ZWireCompletion.safeParse(body);
  if (!parsed.success) return null;
  const [{ message }] = parsed.data.choices as [(typeof parsed.data.choices)[number]];
  return {
    content: message.content ?? null,
    toolCalls: (message.tool_calls ?? []).map((call) => ({
      id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
    })),
  };
}
