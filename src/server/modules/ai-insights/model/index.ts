export { readModelConfig, ModelConfigError, type ModelConfig } from './model-config';
export {
  createModelChat,
  MODEL_TIMEOUT_MS,
  type GroundedChat,
  type ModelChat,
  type ModelChatOptions,
  type ModelFallback,
  type ModelFallbackReason,
} from './model-chat';
export { redactForModel } from './redact-for-model';
