/** What the composition root may use of the dev (simulator) module. */
export { devService } from './service';
export type { DevService } from './service';
export { devRoutes } from './routes';
