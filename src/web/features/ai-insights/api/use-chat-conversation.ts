import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZChatAnswer, type TChatAnswer } from '@shared/ai-insights/ai-schemas';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { AI_MESSAGES } from '../lib/ai-messages';
import { toastChatFailure } from '../lib/ai-toasts';
import { askAssistant } from './ask-assistant';

export type ChatEntry =
  | { id: number; role: 'user'; text: string }
  | { id: number; role: 'assistant'; answer: TChatAnswer };

export type ChatConversation = {
  entries: readonly ChatEntry[];
  /** Spec §4: the question on its way. */
  asking: boolean;
  canAsk: boolean;
  /** Sends a question (already trimmed and non-empty); resolves whether it was answered. */
  ask: (question: string) => Promise<boolean>;
};

/**
 * The chat's questions and answers, kept by whoever holds the tabs so that switching tabs (or
 * collapsing the panel) keeps the conversation. It is not stored anywhere: a new visit starts
 * afresh, and nothing of one person's finances outlives their page.
 */
export function useChatConversation(): ChatConversation {
  const { selected } = useOwnerSelection();
  const [entries, setEntries] = useState<ChatEntry[]>([]);
  const nextId = useRef(0);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (query: string) => askAssistant(selected, { action: 'chat', query }, ZChatAnswer),
  });

  const ask = useCallback(
    async (question: string) => {
      const questionId = (nextId.current += 1);
      setEntries((current) => [...current, { id: questionId, role: 'user', text: question }]);
      try {
        const answer = await mutateAsync(question);
        const answerId = (nextId.current += 1);
        setEntries((current) => [...current, { id: answerId, role: 'assistant', answer }]);
        toast.success(AI_MESSAGES.responseReceived);
        return true;
      } catch (error) {
        // The question goes back to the box (the caller puts it there), not left unanswered here.
        setEntries((current) => current.filter((entry) => entry.id !== questionId));
        toastChatFailure(error);
        return false;
      }
    },
    [mutateAsync],
  );

  return { entries, asking: isPending, canAsk: selected.length > 0, ask };
}
