import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Sparkles } from 'lucide-react';
import { toast } from 'sonner';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { AI_MESSAGES } from '../lib/ai-messages';
import { loadAssistantPanel } from './load-assistant-panel';
import { PanelLoadBoundary } from './panel-load-boundary';

// A component per attempt: React.lazy keeps a failed load failed, so a new try needs a new one.
const lazyPanel = () => lazy(loadAssistantPanel);

/** Spec §8: "Error" with a message, when the panel cannot be shown. */
const PANEL_FAILED_TEXT = 'AI Insights could not be opened. Check your connection and try again.';

const CORNER = 'fixed right-4 bottom-4 z-30';

/**
 * Spec §2 "AI assistant": the floating round button on every signed-in screen, bottom-right,
 * opening the AI Insights panel. This file is all that ships with the screens; the panel loads on
 * first use (and is fetched ahead when the pointer or focus reaches the button). The page
 * /ai-insights shows the same tabs, so there the button steps aside.
 */
export function AssistantLauncher() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing and reopening keeps the conversation.
  const [started, setStarted] = useState(false);
  const [AssistantPanel, setAssistantPanel] = useState(lazyPanel);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const onInsightsPage = pathname === '/ai-insights';
  // Going to the page closes the panel: it would otherwise pop up again on the way back.
  if (onInsightsPage && open) setOpen(false);
  const shown = open && !onInsightsPage;

  useEffect(() => {
    if (!shown && returnFocus.current) {
      returnFocus.current = false;
      button.current?.focus();
    }
  }, [shown]);

  const close = useCallback(({ returnFocus: back }: { returnFocus: boolean }) => {
    returnFocus.current = back;
    setOpen(false);
  }, []);

  // The button comes back, with focus, for another try.
  const failed = useCallback(() => {
    toast.error(AI_MESSAGES.errorTitle, { description: PANEL_FAILED_TEXT });
    returnFocus.current = true;
    setOpen(false);
    setStarted(false);
    setAssistantPanel(() => lazyPanel());
  }, []);

  return (
    <>
      {!shown && !onInsightsPage && (
        <button
          ref={button}
          type="button"
          aria-label="Open AI Insights"
          aria-haspopup="dialog"
          onPointerEnter={() => void loadAssistantPanel().catch(() => undefined)}
          onFocus={() => void loadAssistantPanel().catch(() => undefined)}
          onClick={() => {
            setStarted(true);
            setOpen(true);
          }}
          className={cn(
            CORNER,
            'flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform',
            'hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:outline-none',
          )}
        >
          <Sparkles className="size-6" aria-hidden />
        </button>
      )}
      {started && (
        <PanelLoadBoundary onFail={failed}>
          <Suspense
            fallback={
              <div className={cn(CORNER, 'rounded-full border bg-background p-4 shadow-lg')}>
                <Spinner label="Loading AI Insights" />
              </div>
            }
          >
            <AssistantPanel open={shown} onClose={close} />
          </Suspense>
        </PanelLoadBoundary>
      )}
    </>
  );
}
