import { z } from 'zod';

/** Channels a client may subscribe to on /ws (ARCHITECTURE.md "Realtime"). */
export const REALTIME_CHANNELS = [
  'balance',
  'transaction',
  'tournaments',
  'broadcast:last_bet',
  'interface_actions',
  'support',
  'sportsbook:live',
  'sports_bets',
] as const;
export const ZFixedRealtimeChannel = z.enum(REALTIME_CHANNELS);

/** `sportsbook:event:<id>`: one sport event's odds, status and score (sportsbook.ts). */
export const SPORTSBOOK_EVENT_CHANNEL_PREFIX = 'sportsbook:event:';
export type SportsbookEventChannel = `sportsbook:event:${number}`;
const SPORTSBOOK_EVENT_CHANNEL = /^sportsbook:event:[1-9]\d{0,9}$/;
export function sportsbookEventChannel(eventId: number): SportsbookEventChannel {
  return `${SPORTSBOOK_EVENT_CHANNEL_PREFIX}${eventId}` as SportsbookEventChannel;
}
export function isSportsbookEventChannel(value: string): value is SportsbookEventChannel {
  return SPORTSBOOK_EVENT_CHANNEL.test(value) && Number(value.slice(17)) <= 2_147_483_647;
}
/** The event id of a `sportsbook:event:<id>` channel, or null. */
export function sportsbookEventIdOf(channel: string): number | null {
  return isSportsbookEventChannel(channel) ? Number(channel.slice(17)) : null;
}
export const ZSportsbookEventChannel = z.custom<SportsbookEventChannel>(
  (value) => typeof value === 'string' && isSportsbookEventChannel(value),
);

/** A channel name: one of REALTIME_CHANNELS, or a parameterised one (`sportsbook:event:<id>`). */
export const ZRealtimeChannel = z.union([ZFixedRealtimeChannel, ZSportsbookEventChannel]);
export type RealtimeChannel = z.infer<typeof ZRealtimeChannel>;

/** True for every channel name a client may ask for (fixed or parameterised). */
export function isRealtimeChannel(value: string): value is RealtimeChannel {
  return (
    (REALTIME_CHANNELS as readonly string[]).includes(value) || isSportsbookEventChannel(value)
  );
}

/**
 * Channels of a staff socket (opened with a staff websocketToken, see admin-queues.ts): a staff
 * socket hears only these, and a player's or guest's socket never does.
 */
export const STAFF_REALTIME_CHANNELS = ['admin:queues'] as const;
export const ZStaffRealtimeChannel = z.enum(STAFF_REALTIME_CHANNELS);
export type StaffRealtimeChannel = z.infer<typeof ZStaffRealtimeChannel>;

/** Channels whose events belong to the signed-in player alone. */
export const PERSONAL_CHANNELS: readonly RealtimeChannel[] = [
  'balance',
  'transaction',
  'support',
  'sports_bets',
];

/** Channels whose events fan out to every subscriber. */
export const BROADCAST_CHANNELS = [
  'tournaments',
  'broadcast:last_bet',
  'interface_actions',
] as const satisfies readonly RealtimeChannel[];
export const ZBroadcastChannel = z.enum(BROADCAST_CHANNELS);

/** Channels a guest (a socket opened without a token) may subscribe to: the public feeds. */
export function isGuestChannel(channel: string): boolean {
  return channel.startsWith('broadcast:') || channel.startsWith('sportsbook:');
}

export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 32;

/** Close code for a forged or expired websocketToken (a socket without one is a guest). */
export const WS_CLOSE_UNAUTHORIZED = 4401;

/**
 * Close code for a client that does not read its messages fast enough: the server drops it rather
 * than buffer without bound. The client reconnects (with backoff) and refetches what it shows.
 */
export const WS_CLOSE_SLOW_CONSUMER = 4408;

/** Data the server may hold unsent for one socket before it drops the socket as a slow consumer. */
export const WS_MAX_BUFFERED_BYTES = 1024 * 1024;

export const ZClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channels: z.array(z.string()).min(1).max(64) }),
  z.object({ type: z.literal('unsubscribe'), channels: z.array(z.string()).min(1).max(64) }),
]);
export type ClientMessage = z.infer<typeof ZClientMessage>;

export const ZServerMessage = z.union([
  z.object({ type: z.literal('subscribed'), channels: z.array(ZRealtimeChannel) }),
  z.object({ type: z.literal('unsubscribed'), channels: z.array(ZRealtimeChannel) }),
  z.object({ type: z.literal('error'), detail: z.string(), message: z.string() }),
  z.object({ channel: ZRealtimeChannel, data: z.unknown() }),
]);
export type ServerMessage = z.infer<typeof ZServerMessage>;

/** What a staff socket receives: the same frames, over the staff channels. */
export const ZStaffServerMessage = z.union([
  z.object({ type: z.literal('subscribed'), channels: z.array(ZStaffRealtimeChannel) }),
  z.object({ type: z.literal('unsubscribed'), channels: z.array(ZStaffRealtimeChannel) }),
  z.object({ type: z.literal('error'), detail: z.string(), message: z.string() }),
  z.object({ channel: ZStaffRealtimeChannel, data: z.unknown() }),
]);
export type StaffServerMessage = z.infer<typeof ZStaffServerMessage>;

/** `balance` channel payload: the new Balance after a committed change (see wallet.ts ZBalance). */
export const BALANCE_CHANNEL = 'balance' satisfies RealtimeChannel;
/** `transaction` channel payload: a Transaction (wallet.ts) whose status changed. */
export const TRANSACTION_CHANNEL = 'transaction' satisfies RealtimeChannel;
/** `support` channel payload: a SupportMessage (support.ts) staff wrote in the player's chat. */
export const SUPPORT_CHANNEL = 'support' satisfies RealtimeChannel;
/**
 * `sports_bets` channel payload: a ZSportsBetChanged (sportsbook-bets.ts) — one of the player's
 * sportsbook bets settled, was re-settled or reopened (not `sportsbook:…`: those are public).
 */
export const SPORTS_BETS_CHANNEL = 'sports_bets' satisfies RealtimeChannel;
