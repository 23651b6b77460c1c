/** How long an idle moment may be waited for before the work runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` once the page has loaded and the browser has an idle moment; returns a cancel. Work
 * the first screen does not need (a panel's chunk fetched ahead, whose evaluation alone was a
 * 28 ms task on a fast machine; a look at the scroll position, which lays the page out) then does
 * not compete with it for the main thread.
 */
export function whenPageSettled(work: () => void): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const run = () => {
    if (!cancelled) work();
  };
  const waitForIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 0);
      cancelWait = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') waitForIdle();
  else {
    window.addEventListener('load', waitForIdle, { once: true });
    cancelWait = () => window.removeEventListener('load', waitForIdle);
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}
