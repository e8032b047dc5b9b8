/**
 * The optional language model behind the AI Insights chat (issue 16 item 7). Off unless both
 * AI_BASE_URL and AI_MODEL are set. Any OpenAI-compatible server works: Ollama serves one at
 * http://localhost:11434/v1 and takes any API key (research §1, Ollama docs openai.md); so do
 * llama.cpp's llama-server, LM Studio and vLLM.
 */
export type ModelConfig = {
  /** The API root without a trailing slash, e.g. `http://127.0.0.1:11434/v1`. */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer …` only when set. */
  apiKey: string | null;
};

/** A misconfigured endpoint fails loudly at start rather than silently switching the model off. */
export class ModelConfigError extends Error {
  override name = 'ModelConfigError';
}

function setting(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function validBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ModelConfigError(
      'AI_BASE_URL must be an http:// or https:// URL such as http://127.0.0.1:11434/v1',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ModelConfigError(
      'AI_BASE_URL must be an http:// or https:// URL such as http://127.0.0.1:11434/v1',
    );
  }
  // fetch refuses a URL with credentials; the key belongs in AI_API_KEY.
  if (url.username || url.password) {
    throw new ModelConfigError('AI_BASE_URL must not contain a user or password; use AI_API_KEY');
  }
  if (url.search || url.hash) {
    throw new ModelConfigError('AI_BASE_URL must not have a query or a fragment');
  }
  return raw.replace(/\/+$/, '');
}

/** The model settings, or null when the model is off (AI_BASE_URL or AI_MODEL unset). */
export function readModelConfig(env: Record<string, string | undefined>): ModelConfig | null {
  const baseUrl = setting(env.AI_BASE_URL);
  const model = setting(env.AI_MODEL);
  if (!baseUrl || !model) return null;
  return { baseUrl: validBaseUrl(baseUrl), model, apiKey: setting(env.AI_API_KEY) };
}
