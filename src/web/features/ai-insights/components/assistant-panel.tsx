import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, ChevronUp, Maximize2, Sparkles, X } from 'lucide-react';
import { selectorFooter } from '@web/components/family-selector';
import { Button } from '@web/components/ui/button';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { useIsMobile } from '@web/lib/use-is-mobile';
import { cn } from '@web/lib/utils';
import { LinkFollowedContext } from '../lib/link-followed';
import { ToastPlacementContext } from '../lib/toast-placement';
import { InsightTabs } from './insight-tabs';

export type AssistantPanelProps = {
  open: boolean;
  /** `returnFocus`: give focus back to the button that opened it (not when a link was followed). */
  onClose: (options: { returnFocus: boolean }) => void;
};

/** Where focus goes when the panel opens: the question box on Chat, else the chosen tab. */
function focusTarget(panel: HTMLElement): HTMLElement | null {
  return (
    panel.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"] [data-autofocus]') ??
    panel.querySelector<HTMLElement>('[role="tab"][data-state="active"]')
  );
}

/**
 * Spec §2 "AI assistant": the collapsible panel titled AI Insights with its five tabs. It is a
 * non-modal dialog: the screen behind stays usable (a source link opens there), Escape closes it
 * and focus returns to the round button. Once opened it stays mounted while hidden, so closing it
 * keeps the conversation. Loaded only when first opened (React.lazy in the launcher).
 */
export default function AssistantPanel({ open, onClose }: AssistantPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLElement>(null);
  const [collapsed, setCollapsed] = useState(false);
  const isMobile = useIsMobile();
  const { sources, selected } = useOwnerSelection();

  useEffect(() => {
    if (open && panel.current) focusTarget(panel.current)?.focus();
  }, [open]);

  // Escape closes the panel from anywhere inside it (a listener: the section is not a control).
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.stopPropagation();
      onClose({ returnFocus: true });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  // On a phone the panel covers the screen a link opens: it steps aside.
  const linkFollowed = () => {
    if (isMobile) onClose({ returnFocus: false });
  };

  return (
    <section
      ref={panel}
      id="ai-insights-panel"
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      className={cn(
        'fixed inset-x-2 bottom-2 z-40 flex flex-col rounded-xl border bg-background text-foreground shadow-2xl',
        'md:inset-x-auto md:right-4 md:bottom-4 md:w-[28rem]',
        collapsed ? 'h-auto' : 'top-16 md:top-auto md:h-[min(42rem,calc(100dvh-6rem))]',
      )}
    >
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <Sparkles className="size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            AI Insights
          </h2>
          {selected.length > 0 && (
            <p className="truncate text-xs text-muted-foreground">
              {selectorFooter(sources, selected)}
            </p>
          )}
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={collapsed ? 'Expand AI Insights' : 'Collapse AI Insights'}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => setCollapsed((current) => !current)}
        >
          {collapsed ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        </Button>
        <Button variant="ghost" size="icon-sm" asChild>
          <Link
            to="/ai-insights"
            aria-label="Open AI Insights page"
            onClick={() => onClose({ returnFocus: false })}
          >
            <Maximize2 aria-hidden />
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Close AI Insights"
          onClick={() => onClose({ returnFocus: true })}
        >
          <X aria-hidden />
        </Button>
      </header>
      <div id={bodyId} hidden={collapsed} className="flex min-h-0 flex-1 flex-col px-3 pt-3 pb-3">
        <LinkFollowedContext value={linkFollowed}>
          {/* Toasts at the top: at the bottom-right they would cover the question box and Send. */}
          <ToastPlacementContext value="top-right">
            <InsightTabs variant="panel" />
          </ToastPlacementContext>
        </LinkFollowedContext>
      </div>
    </section>
  );
}
