import { useRef, useState } from 'react';
import { cn } from '@web/lib/utils';
import { useChatConversation } from '../../api/use-chat-conversation';
import { STARTER_QUESTIONS } from '../../lib/example-questions';
import { ChatInput } from './chat-input';
import { ChatLog } from './chat-log';
import { ExampleQuestions } from './example-questions';

type Props = {
  /** In the floating panel the conversation fills the panel; on the page it has a set height. */
  fill: boolean;
};

/** Spec §1 chat: questions in plain English about the household, answered from its records. */
export function ChatTab({ fill }: Props) {
  // Kept in the query cache per household selection, so it outlives this tab and the panel.
  const { entries, asking, canAsk, ask } = useChatConversation();
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const lastAnswer = entries.findLast(
    (entry): entry is Extract<typeof entry, { role: 'assistant' }> => entry.role === 'assistant',
  );
  const suggestions = lastAnswer ? lastAnswer.answer.suggestions : STARTER_QUESTIONS;

  const send = async (question: string) => {
    const text = question.trim();
    if (!text) return;
    setDraft('');
    // Send (or the example pressed) is disabled while the answer comes, which would drop the
    // keyboard's focus to the page: it goes to the box, ready for the next question.
    input.current?.focus();
    const answered = await ask(text);
    // A failed question comes back to the box, unless something new was typed meanwhile.
    if (!answered) setDraft((current) => current || text);
  };

  return (
    <div className={cn('flex flex-col gap-3', fill && 'h-full min-h-0')}>
      <ChatLog
        entries={entries}
        asking={asking}
        className={fill ? 'min-h-0 flex-1' : 'h-[28rem] max-h-[60vh]'}
      />
      <ExampleQuestions
        questions={suggestions}
        disabled={asking || !canAsk}
        onAsk={(question) => void send(question)}
      />
      <ChatInput
        inputRef={input}
        draft={draft}
        onDraftChange={setDraft}
        onSend={() => void send(draft)}
        asking={asking}
        canAsk={canAsk}
      />
    </div>
  );
}
