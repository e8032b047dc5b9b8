import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZChatAnswer, type TChatAnswer } from '@shared/ai-insights/ai-schemas';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { toastChatFailure } from '../lib/ai-toasts';
import { useToastPlacement } from '../lib/toast-placement';
import { aiInsightsKeys } from './ai-insights-keys';
import { askAssistant } from './ask-assistant';

export type ChatEntry =
  | { id: number; role: 'user'; text: string }
  | { id: number; role: 'assistant'; answer: TChatAnswer };

/** One household selection's conversation, and whether a question of it is on its way. */
type Conversation = { entries: readonly ChatEntry[]; asking: boolean };

export type ChatConversation = Conversation & {
  canAsk: boolean;
  /** Sends a question (already trimmed and non-empty); resolves whether it was answered. */
  ask: (question: string) => Promise<boolean>;
};

const EMPTY: Conversation = { entries: [], asking: false };
/** How long a conversation is kept once nothing shows it (as the actions' answers). */
const KEEP_CONVERSATION_MS = 30 * 60 * 1000;
// Ids are unique across every conversation of the page: the panel and the page share them.
let lastEntryId = 0;
const nextEntryId = () => (lastEntryId += 1);

/**
 * The chat's questions and answers for the selected households. They live in the query cache,
 * one conversation per selection: the floating panel and /ai-insights show the same one, a
 * change of tab or a closed panel keeps it, and an answer that arrives after the selection
 * changed joins the conversation it was asked in, never another household's. Nothing is stored
 * beyond the page, and sign-out clears the cache.
 */
export function useChatConversation(): ChatConversation {
  const { selected } = useOwnerSelection();
  const queryClient = useQueryClient();
  const position = useToastPlacement();
  const queryKey = aiInsightsKeys.conversation(selected);
  const { data = EMPTY } = useQuery({
    queryKey,
    // Never fetched: the cache only holds what `ask` writes (a refetch keeps it as it is).
    queryFn: () => queryClient.getQueryData<Conversation>(queryKey) ?? EMPTY,
    enabled: false,
    staleTime: Infinity,
    gcTime: KEEP_CONVERSATION_MS,
  });

  const ask = useCallback(
    async (question: string) => {
      // The selection at the time of asking: the answer belongs to its conversation.
      const owners = [...selected];
      const key = aiInsightsKeys.conversation(owners);
      const update = (change: (current: Conversation) => Conversation) =>
        queryClient.setQueryData<Conversation>(key, (current) => change(current ?? EMPTY));
      const questionId = nextEntryId();
      update((current) => ({
        entries: [...current.entries, { id: questionId, role: 'user', text: question }],
        asking: true,
      }));
      try {
        const answer = await askAssistant(owners, { action: 'chat', query: question }, ZChatAnswer);
        update((current) => ({
          entries: [...current.entries, { id: nextEntryId(), role: 'assistant', answer }],
          asking: false,
        }));
        // No toast: the answer shows in the conversation, whose log announces it (issue 40).
        return true;
      } catch (error) {
        // The question goes back to the box (the caller puts it there), not left unanswered here.
        update((current) => ({
          entries: current.entries.filter((entry) => entry.id !== questionId),
          asking: false,
        }));
        toastChatFailure(error, position);
        return false;
      }
    },
    [position, queryClient, selected],
  );

  return { ...data, canAsk: selected.length > 0, ask };
}
