/** Provably fair originals: seeds, bets, mines rounds, the live feed and interface actions. */
export { originalsService } from './service';
export type { OriginalsService } from './service';
export { originalsRoutes } from './routes';
export { adminInterfaceActionRoutes } from './admin-routes';
export { originalsOutboxTranslators } from './realtime-events';
