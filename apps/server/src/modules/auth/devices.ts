import Bowser from 'bowser';

/**
 * A device a person recognises ("Chrome on macOS") from a user agent; the agent itself when it
 * names no known browser (an API client), "Unknown device" without one.
 */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const result = Bowser.parse(userAgent);
  const browser = result.browser.name;
  const os = result.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || userAgent.slice(0, 60);
}
