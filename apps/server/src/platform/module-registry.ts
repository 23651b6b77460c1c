import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { AuditLog } from './audit';
import type { Bus } from './bus';
import type { Clock } from './clock';
import type { Database } from './db/client';
import type { FailureCounter } from './failure-counter';
import type { FileStore } from './file-store';
import type { JobQueue, JobsLogger } from './jobs';
import type { OutboxConsumer, OutboxTranslators } from './outbox';
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

/**
 * Defines a module's jobs on the app's job queue (platform/jobs). Every role defines them, so any
 * process can send them; worker processes run them.
 */
export type DefineJobs = (jobs: JobQueue, log: JobsLogger) => void;

type RoutePlugin<O> = (app: FastifyInstance, options: O) => Promise<void>;

/**
 * Where a module adds its routes, outbox translators and jobs. Modules only declare them; the app
 * decides what to run by role (routes in API processes, jobs in worker processes); the seed and
 * the CLIs, which build the modules without HTTP, ignore them.
 */
export function moduleRegistry() {
  const routes: Array<(app: FastifyInstance) => Promise<unknown>> = [];
  const translators: OutboxTranslators = {};
  const jobDefinitions: DefineJobs[] = [];
  const consumers: OutboxConsumer[] = [];
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
    /** Acts on committed events of `consumer.topics` in the relay's transaction (platform/outbox). */
    outboxConsumer(consumer: OutboxConsumer): void {
      consumers.push(consumer);
    },
    jobs(define: DefineJobs): void {
      jobDefinitions.push(define);
    },
    async mountRoutes(app: FastifyInstance): Promise<void> {
      for (const mount of routes) await mount(app);
    },
    translators: (): OutboxTranslators => ({ ...translators }),
    consumers: (): OutboxConsumer[] => [...consumers],
    defineJobs(jobs: JobQueue, log: JobsLogger): void {
      for (const define of jobDefinitions) define(jobs, log);
    },
  };
}

export type ModuleRegistry = ReturnType<typeof moduleRegistry>;
