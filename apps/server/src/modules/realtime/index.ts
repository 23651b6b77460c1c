/**
 * Realtime: the outbox relay that turns committed events into bus messages. The websocket gateway
 * and the bus themselves are platform code (platform/websocket-gateway.ts, platform/bus.ts).
 */
export { outboxRelay } from './relay';
export type {
  OutboxRelay,
  OutboxRelayOptions,
  OutboxTranslator,
  OutboxTranslators,
  RelayMessage,
} from './relay';
