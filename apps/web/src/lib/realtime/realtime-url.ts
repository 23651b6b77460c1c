/** The /ws address on the page's own origin, with wss: under https:; a guest's carries no token. */
export function realtimeUrl(
  location: Pick<Location, 'protocol' | 'host'>,
  token: string | null,
): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const base = `${protocol}//${location.host}/ws`;
  return token === null ? base : `${base}?token=${encodeURIComponent(token)}`;
}
