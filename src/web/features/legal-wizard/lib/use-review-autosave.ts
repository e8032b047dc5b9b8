import { useCallback, useEffect, useRef } from 'react';
import type { LegalForm } from './legal-form-type';

/** How long after the last keystroke an answer typed on the review step is saved. */
export const REVIEW_AUTOSAVE_DELAY_MS = 800;

type Autosave = {
  /** Saves now what was typed since the last save, if anything. */
  flush: () => void;
  /** Drops what is waiting: the caller saves the whole form itself (Back, a step, Create). */
  cancel: () => void;
  /** Resolves once the save under way, if any, has answered. */
  settled: () => Promise<unknown>;
};

/**
 * The review step has no Next to save on, yet a will's witnesses are answered there. What is
 * typed into the fields under `prefix` is saved a moment after the typing stops, or at once when
 * the field is left, so the server's checks re-run on it and a reload keeps it. Saves run one
 * after the other, so an older answer never lands after a newer one.
 */
export function useReviewAutosave(
  form: LegalForm,
  { prefix, enabled, save }: { prefix: string; enabled: boolean; save: () => Promise<boolean> },
): Autosave {
  const pending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  // The latest `save` (it closes over the current step), for a timer or a blur to call.
  const saveLatest = useRef(save);
  useEffect(() => {
    saveLatest.current = save;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (!pending.current) return;
    pending.current = false;
    inFlight.current = inFlight.current.then(async () => {
      // Not saved (a field's message, or offline): the next edit or leaving the field tries again.
      if (!(await saveLatest.current())) pending.current = true;
    });
  }, []);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = false;
  }, []);

  const settled = useCallback(() => inFlight.current, []);

  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch((_values, { name, type }) => {
      // Only the user's own typing: values set by code are saved by whoever set them.
      if (type !== 'change' || !name?.startsWith(prefix)) return;
      pending.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, REVIEW_AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, enabled, prefix, flush]);

  return { flush, cancel, settled };
}
