/** The /ws address on the page's own origin, with wss: under https:. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws?token=${encodeURIComponent(token)}`;
}
