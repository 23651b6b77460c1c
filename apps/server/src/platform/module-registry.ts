import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { AuditLog } from './audit';
import type { Bus } from './bus';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { FailureCounter } from './failure-counter';
import type { FileStore } from './file-store';
import type { OutboxTranslators } from './outbox';
import type { OutboxSignal } from './outbox-signal';

/** What the platform gives every module when it registers (ARCHITECTURE.md "Layout"). */
export interface Platform {
  db: Database;
  clock: Clock;
  config: Config;
  bus: Bus;
  audit: AuditLog;
  /** Services that commit outbox events call `outbox.notify` so the relay sends them at once. */
  outbox: OutboxSignal;
  files: FileStore;
  failureCounter: FailureCounter;
}

/** A background task of the worker role, started when the app is ready and stopped on close. */
export type StartWorker = (log: FastifyBaseLogger) => { stop(): Promise<void> };

type RoutePlugin<O> = (app: FastifyInstance, options: O) => Promise<void>;

/**
 * Where a module adds its routes, outbox translators and background work. Modules only declare them;
 * the app decides what to run by role (routes in API processes, workers in worker processes), and
 * the seed and CLIs that build the modules without HTTP ignore them.
 */
export function moduleRegistry() {
  const routes: Array<(app: FastifyInstance) => Promise<unknown>> = [];
  const translators: OutboxTranslators = {};
  const workers: StartWorker[] = [];
  return {
    /** Mounts `plugin` under `prefix` in every process that serves HTTP. */
    routes<O>(prefix: string, plugin: RoutePlugin<O>, options: O): void {
      routes.push(async (app) =>
        app.register(plugin as FastifyPluginAsync<O & { prefix: string }>, {
          ...options,
          prefix,
        }),
      );
    },
    outboxTranslators(added: OutboxTranslators): void {
      Object.assign(translators, added);
    },
    worker(start: StartWorker): void {
      workers.push(start);
    },
    async mountRoutes(app: FastifyInstance): Promise<void> {
      for (const mount of routes) await mount(app);
    },
    translators: (): OutboxTranslators => ({ ...translators }),
    workers: (): readonly StartWorker[] => workers,
  };
}

export type ModuleRegistry = ReturnType<typeof moduleRegistry>;
