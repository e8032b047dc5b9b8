import { INACTIVITY_TIMEOUT_MS } from '@shared/constants';

const ACTIVITY_EVENTS = [
  'pointerdown',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
  'mousemove',
] as const;
const LAST_ACTIVITY_KEY = 'nido_last_activity';
/** Activity is noted at most this often (mousemove fires constantly). */
const NOTE_EVERY_MS = 5_000;
const CHECK_EVERY_MS = 15_000;

function readShared(): number {
  try {
    return Number(window.localStorage.getItem(LAST_ACTIVITY_KEY)) || 0;
  } catch {
    return 0;
  }
}

function writeShared(time: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVITY_KEY, String(time));
  } catch {
    // Without storage each tab keeps its own clock.
  }
}

/**
 * Calls `onIdle` once after 30 minutes without keyboard, pointer or scroll activity in any tab of
 * this browser (the last activity is shared through localStorage). Returns a stop function.
 */
export function watchInactivity(onIdle: () => void, timeoutMs = INACTIVITY_TIMEOUT_MS): () => void {
  let lastLocal = Date.now();
  let lastNoted = 0;
  writeShared(lastLocal);

  const note = () => {
    lastLocal = Date.now();
    if (lastLocal - lastNoted >= NOTE_EVERY_MS) {
      lastNoted = lastLocal;
      writeShared(lastLocal);
    }
  };
  const check = () => {
    const last = Math.max(lastLocal, readShared());
    if (Date.now() - last >= timeoutMs) {
      stop();
      onIdle();
    }
  };

  for (const event of ACTIVITY_EVENTS) window.addEventListener(event, note, { passive: true });
  const timer = window.setInterval(check, CHECK_EVERY_MS);
  function stop() {
    window.clearInterval(timer);
    for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, note);
  }
  return stop;
}
