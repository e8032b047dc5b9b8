import { useEffect, useRef } from 'react';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import type { ChatEntry } from '../../api/use-chat-conversation';
import { AnswerBubble, QuestionBubble } from './chat-bubble';

type Props = { entries: readonly ChatEntry[]; asking: boolean; className?: string };

/**
 * The conversation (browsers let the keyboard reach a box that scrolls, as with tables). A `log` region is polite by nature; it is said again explicitly so each new
 * answer is read out once it arrives, without interrupting what is being read.
 */
export function ChatLog({ entries, asking, className }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // The newest message is at the bottom: keep it in view as the conversation grows.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [entries.length, asking]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      className={cn(
        'overflow-y-auto rounded-lg border bg-muted/40 p-3 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none',
        className,
      )}
    >
      {entries.length === 0 && !asking ? (
        <p className="text-sm text-muted-foreground">
          Ask about your bills, accounts, loans, investments or estate plan. Answers are worked out
          from your own records, with links to the ones used.
        </p>
      ) : (
        <ol className="grid gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="flex">
              {entry.role === 'user' ? (
                <QuestionBubble text={entry.text} />
              ) : (
                <AnswerBubble answer={entry.answer} />
              )}
            </li>
          ))}
        </ol>
      )}
      {asking && (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          Looking through your records…
        </p>
      )}
    </div>
  );
}
