/**
 * What a link's destination needs before it can render (its route chunk, a game's play area),
 * fetched when a pointer rests on the link, a finger touches it or it gets keyboard focus. One
 * listener on the document covers every link in the app, including links added later.
 */
export type LinkPrefetcher = (url: URL, link: HTMLAnchorElement) => void;

let prefetcher: LinkPrefetcher | null = null;
const seen = new Set<string>();

function onIntent(event: Event): void {
  if (!prefetcher || !(event.target instanceof Element)) return;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const key = `${url.pathname}|${link.dataset.prefetch ?? ''}`;
  if (seen.has(key)) return;
  seen.add(key);
  prefetcher(url, link);
}

/** Installs the document-wide listeners (once) and says what a link needs. */
export function listenForLinkIntent(prefetch: LinkPrefetcher): void {
  if (prefetcher === null && typeof document !== 'undefined') {
    for (const type of ['pointerover', 'focusin', 'touchstart'] as const)
      document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  prefetcher = prefetch;
  seen.clear();
}
