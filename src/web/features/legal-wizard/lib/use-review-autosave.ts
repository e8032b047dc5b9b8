import { useCallback, useEffect, useRef } from 'react';
import type { LegalForm } from './legal-form-type';

/** How long after the last keystroke an answer typed on the review step is saved. */
export const REVIEW_AUTOSAVE_DELAY_MS = 800;

type Autosave = {
  /** Saves now what was typed since the last save, if anything, behind any save under way. */
  flush: () => void;
  /**
   * Saves the whole form (Back, a step, Create) once every save before it has answered, and
   * saves it again while the fields were typed into during that save, so it ends on the latest
   * answers; then runs `after` (making the PDF) before any other save starts. Resolves with
   * whether the last save succeeded.
   */
  saveAll: (save: () => Promise<boolean>, after?: () => Promise<unknown>) => Promise<boolean>;
  /** Drops what is waiting to be saved: the caller moves on without saving (it stays in the form). */
  cancel: () => void;
};

/**
 * The review step has no Next to save on, yet a will's witnesses are answered there. What is
 * typed into the fields under `prefix` is saved a moment after the typing stops, at once when the
 * field is left, and before the page goes away (the step closes, the tab is hidden, the page is
 * reloaded or left), so the server's checks re-run on it and a reload keeps it. Every save of the
 * interview goes through one queue, so two saves never overlap and an older answer never lands
 * after a newer one.
 */
export function useReviewAutosave(
  form: LegalForm,
  { prefix, enabled, save }: { prefix: string; enabled: boolean; save: () => Promise<boolean> },
): Autosave {
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // Saves of the whole form queued or under way: what is typed meanwhile is theirs to save.
  const wholeSaves = useRef(0);
  // The latest `save`, for a timer, a blur or the page going away to call.
  const saveLatest = useRef(save);
  useEffect(() => {
    saveLatest.current = save;
  });

  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task);
    // A task that throws must not stop the ones behind it.
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = false;
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    // A save of the whole form sends it (again, if it is under way): a save of its own here would
    // land after it, after Back's step or after the PDF was made without it.
    if (!pending.current || wholeSaves.current > 0) return;
    pending.current = false;
    void enqueue(async () => {
      // Not saved (a field's message, or offline): the next edit or leaving the field tries again.
      if (!(await saveLatest.current())) pending.current = true;
    });
  }, [enqueue]);

  const saveAll = useCallback(
    (saveForm: () => Promise<boolean>, after?: () => Promise<unknown>) => {
      wholeSaves.current += 1;
      return enqueue(async () => {
        try {
          let saved: boolean;
          do {
            // This save sends the whole form, so what was typed before it goes with it.
            cancel();
            saved = await saveForm();
          } while (saved && pending.current);
          if (saved && after) await after();
          return saved;
        } finally {
          wholeSaves.current -= 1;
          // Typed while the PDF was made, or while a save that failed was under way.
          if (pending.current) {
            clearTimeout(timer.current);
            timer.current = setTimeout(flush, REVIEW_AUTOSAVE_DELAY_MS);
          }
        }
      });
    },
    [enqueue, cancel, flush],
  );

  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch((_values, { name, type }) => {
      // Only the user's own typing: values set by code are saved by whoever set them.
      if (type !== 'change' || !name?.startsWith(prefix)) return;
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, REVIEW_AUTOSAVE_DELAY_MS);
    });
    // A reload, a closed tab or a switch to another app does not wait for the timer.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      // The step closes (another step, or the page is left): what was typed is saved, not dropped.
      flush();
    };
  }, [form, enabled, prefix, flush]);

  return { flush, saveAll, cancel };
}
