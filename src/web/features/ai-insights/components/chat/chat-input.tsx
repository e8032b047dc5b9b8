import { useId, type FormEvent, type Ref } from 'react';
import { Send } from 'lucide-react';
import { CHAT_QUERY_MAX } from '@shared/ai-insights/ai-schemas';
import { BusyButton } from '@web/components/ui/busy-button';
import { Input } from '@web/components/ui/input';

type Props = {
  /** The box, which takes focus back once a question is sent. */
  inputRef: Ref<HTMLInputElement>;
  draft: string;
  onDraftChange: (draft: string) => void;
  onSend: () => void;
  asking: boolean;
  canAsk: boolean;
};

/** The question box. Spec §5: a question is not empty once trimmed, so Send waits for one. */
export function ChatInput({ inputRef, draft, onDraftChange, onSend, asking, canAsk }: Props) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() && canAsk && !asking) onSend();
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={inputId} className="sr-only">
        Ask a question
      </label>
      <Input
        ref={inputRef}
        id={inputId}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        placeholder="Ask about your finances…"
        maxLength={CHAT_QUERY_MAX}
        autoComplete="off"
        // The floating panel puts focus here when it opens on the Chat tab.
        data-autofocus=""
      />
      <BusyButton
        type="submit"
        busy={asking}
        busyLabel="Sending…"
        disabled={!draft.trim() || !canAsk}
      >
        <Send aria-hidden />
        Send
      </BusyButton>
    </form>
  );
}
