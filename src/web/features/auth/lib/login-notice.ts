/** Longer than any sentence a screen sends; anything past it is not a notice worth showing. */
const LOGIN_NOTICE_MAX_CHARS = 300;

/**
 * Why another screen sent the visitor to sign in (`location.state.notice`), e.g. a one-click stop
 * that needs a fresh sign-in. A toast would vanish on the way here, so the reason travels with the
 * navigation. History state can be written by any script on the page, so only a short string is
 * kept; it is shown as text, never as markup.
 */
export function readLoginNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const { notice } = state;
  if (typeof notice !== 'string') return null;
  const text = notice.trim();
  return text && text.length <= LOGIN_NOTICE_MAX_CHARS ? text : null;
}
