/** Bonuses: what other modules may use (grant in the back office, forfeit on withdrawal). */
export { bonusesService } from './service';
export type { ActiveBonus, BonusesService } from './service';
export { adminBonusesRoutes } from './routes';
