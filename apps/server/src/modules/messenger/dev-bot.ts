/**
 * The development bot: registered with the demo content (never in production, which refuses
 * SEED_DEMO), so init data signed with its published token signs a player in locally — the dev
 * harness and the browser tests use it. A real bot's token comes from staff, never from here.
 */
export const DEV_BOT = {
  id: '1000000001',
  type: 'normal' as const,
  username: 'wheelhouse_dev_bot',
  token: '1000000001:DEV-wheelhouse-local-only-token-0000',
};

export function devBotMiniAppUrl(publicOrigin: string | undefined): string {
  return `${publicOrigin ?? 'http://localhost:3000'}/`;
}
